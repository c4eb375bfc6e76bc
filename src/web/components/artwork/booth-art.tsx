/** Light bulbs along the booth's sign. */
const BULBS = [38, 62, 86, 110, 134, 158, 182, 206];

/** The booth illustration: a striped-curtain photobooth with a fresh strip dropping out. */
export function BoothArt() {
  return (
    <svg
      className="booth-art"
      viewBox="0 0 244 300"
      role="img"
      aria-label="A photobooth with a striped curtain, a camera and a fresh photostrip in its slot"
    >
      <ellipse cx="122" cy="288" rx="108" ry="9" fill="var(--color-line)" />
      {/* Body. */}
      <rect
        x="26"
        y="52"
        width="192"
        height="232"
        rx="14"
        fill="var(--color-accent)"
        stroke="var(--color-ink)"
        strokeWidth="3"
      />
      <rect x="36" y="62" width="72" height="212" rx="10" fill="var(--color-accent-strong)" />
      {/* Sign with bulbs. */}
      <rect
        x="14"
        y="12"
        width="216"
        height="52"
        rx="14"
        fill="var(--color-sun)"
        stroke="var(--color-ink)"
        strokeWidth="3"
      />
      {BULBS.map((x) => (
        <circle
          key={x}
          cx={x}
          cy="22"
          r="3.5"
          fill="var(--color-surface)"
          stroke="var(--color-ink)"
          strokeWidth="1.2"
        />
      ))}
      <text
        x="122"
        y="51"
        textAnchor="middle"
        fontFamily="var(--font-display)"
        fontWeight="600"
        fontSize="22"
        letterSpacing="3"
        fill="var(--color-ink)"
      >
        PHOTOS
      </text>
      {/* Camera window. */}
      <rect x="46" y="82" width="52" height="52" rx="12" fill="var(--color-ink)" />
      <circle
        cx="72"
        cy="108"
        r="17"
        fill="#3d4b66"
        stroke="var(--color-surface)"
        strokeWidth="3"
      />
      <circle cx="72" cy="108" r="8" fill="var(--color-ink)" />
      <circle cx="66" cy="102" r="3.5" fill="#ffffff" opacity="0.8" />
      <rect x="52" y="142" width="40" height="10" rx="5" fill="var(--color-surface)" />
      {/* Strip slot and a strip dropping out. */}
      <rect x="52" y="200" width="40" height="8" rx="4" fill="var(--color-ink)" />
      <g transform="rotate(-4 72 206)">
        <rect
          x="59"
          y="204"
          width="26"
          height="64"
          rx="3"
          fill="var(--color-surface)"
          stroke="var(--color-ink)"
          strokeWidth="1.5"
        />
        <rect x="62" y="214" width="20" height="14" rx="2" fill="var(--color-sky)" />
        <rect x="62" y="231" width="20" height="14" rx="2" fill="var(--color-mint)" />
        <rect x="62" y="248" width="20" height="14" rx="2" fill="var(--color-lilac)" />
      </g>
      {/* Doorway with its curtain. */}
      <rect x="116" y="74" width="90" height="200" rx="8" fill="var(--color-ink)" />
      <path
        d="M116 82q0-8 8-8h74q8 0 8 8v160q-11 8-22 0-11 8-23 0-11 8-22 0-11 8-23 0z"
        fill="var(--color-mint)"
        stroke="var(--color-ink)"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <g stroke="var(--color-surface)" strokeWidth="6" opacity="0.7">
        <path d="M128 80v164M151 80v166M173 80v166M195 80v164" />
      </g>
      <rect
        x="112"
        y="70"
        width="98"
        height="10"
        rx="5"
        fill="var(--color-sun)"
        stroke="var(--color-ink)"
        strokeWidth="2.5"
      />
      {/* Someone is already in there. */}
      <path d="M138 274v-14q0-6 6-6h4q4 0 4 6v14z" fill="var(--color-sky)" />
      <path d="M170 274v-14q0-6 6-6h4q4 0 4 6v14z" fill="var(--color-sky)" />
      <ellipse cx="144" cy="275" rx="12" ry="5" fill="var(--color-accent)" />
      <ellipse cx="178" cy="275" rx="12" ry="5" fill="var(--color-accent)" />
      {/* A star on the body. */}
      <path
        transform="translate(72 176)"
        d="M0-11l3.2 6.6 7.3 1-5.3 5.1 1.3 7.2L0 5.5l-6.5 3.4 1.3-7.2-5.3-5.1 7.3-1z"
        fill="var(--color-sun)"
      />
    </svg>
  );
}
