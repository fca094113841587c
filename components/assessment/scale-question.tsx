import { SCALE, type Choice, type Statement } from "@/content/assessment-questions";
import { cn } from "@/lib/utils";

/**
 * One statement as a radio group of the five labelled choices: a fieldset whose legend is the
 * statement, so a screen reader names the group and each choice; arrow keys move within it.
 */
export function ScaleQuestion({
  statement,
  number,
  value,
  missing,
  onChange,
}: {
  statement: Statement;
  number: number;
  value: Choice | undefined;
  missing: boolean;
  onChange: (choice: Choice) => void;
}) {
  const errorId = `${statement.id}-missing`;
  return (
    <fieldset
      data-testid="assessment-question"
      aria-describedby={missing ? errorId : undefined}
      className={cn(
        "min-w-0 rounded-2xl border bg-card p-4 sm:p-5",
        missing ? "border-destructive" : "border-border",
      )}
    >
      <legend className="float-left mb-3 w-full text-base font-medium text-foreground">
        <span className="text-muted-foreground">{number}. </span>
        {statement.text}
      </legend>
      <div className="clear-left grid gap-2 sm:grid-cols-5">
        {SCALE.map((choice) => (
          <label
            key={choice.value}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-input px-3 py-2 text-sm text-foreground has-checked:border-primary has-checked:bg-primary-soft has-focus-visible:outline-2 has-focus-visible:outline-ring sm:flex-col sm:justify-center sm:gap-1.5 sm:text-center"
          >
            <input
              type="radio"
              name={statement.id}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="size-5 shrink-0 scroll-mt-40 accent-primary"
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
      {missing ? (
        <p id={errorId} className="field-error">
          Please choose an answer.
        </p>
      ) : null}
    </fieldset>
  );
}
