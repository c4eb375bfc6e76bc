import { useMemo } from 'react';
import { QUIET_ZONE, qrModules, qrPath } from './qr-path.js';

/** The link as a QR code, for a phone's camera; crisp at any size (SVG). */
export function QrCode({
  text,
  label,
  className = '',
}: {
  text: string;
  label: string;
  /** Added to `qr-code`, for a screen's own size. */
  className?: string;
}) {
  const { side, path } = useMemo(() => {
    const modules = qrModules(text);
    return { side: modules.size + 2 * QUIET_ZONE, path: qrPath(modules) };
  }, [text]);
  return (
    <svg
      className={`qr-code ${className}`.trim()}
      viewBox={`0 0 ${side} ${side}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={side} height={side} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
