import { noWrap } from '../../tokens';

/** "9:45 a. m.", "12:00 p. m.": a time of day as formatTime writes it. */
const TIME_OF_DAY = /(\d{1,2}:\d{2} [ap]\. m\.)/;

/** A sentence whose times of day stay on one line: "a. m." never starts a line of its own. */
export function KeepTimes({ text }: { text: string }) {
  // split() with a capturing group puts each time at an odd index.
  return (
    <>
      {text.split(TIME_OF_DAY).map((part, i) =>
        i % 2 === 1 ? (
          <span key={i} className={noWrap}>
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}
