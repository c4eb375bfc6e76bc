interface PoseDotsProps {
  total: number;
  taken: number;
}

/** One dot per pose, filled once its photo is taken. */
export function PoseDots({ total, taken }: PoseDotsProps) {
  return (
    <ol className="pose-dots" aria-label="Photos">
      {Array.from({ length: total }, (_, index) => {
        const done = index < taken;
        return (
          <li key={index} className={done ? 'pose-dot pose-dot-taken' : 'pose-dot'}>
            <span className="visually-hidden">
              Photo {index + 1} of {total}: {done ? 'taken' : 'not taken yet'}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
