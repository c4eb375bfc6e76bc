import { useEffect, type HTMLAttributes, type ReactNode } from 'react';

interface ScreenProps {
  /** The screen's heading, also used for the document title. */
  title: string;
  /** More for the heading (a class, a press the host holds). */
  heading?: HTMLAttributes<HTMLHeadingElement>;
  children?: ReactNode;
}

/** The main landmark of a screen: its <h1> and content, and the matching document title. */
export function Screen({ title, heading, children }: ScreenProps) {
  useEffect(() => {
    document.title = title === 'Postbooth' ? title : `${title} · Postbooth`;
  }, [title]);

  return (
    <main className="screen">
      <h1 {...heading}>{title}</h1>
      {children}
    </main>
  );
}
