// A body block does not say again what the lead has just said (lib/ask/repeat.ts).
import { describe, expect, it } from "vitest";
import { withoutRepeats } from "@/lib/ask/repeat";

const lead =
  "`getDays()` returns only the days part, so use `ChronoUnit.DAYS.between` for a total number of days. `Period` counts years, months and days on the calendar.";

describe("withoutRepeats", () => {
  it("leaves out a sentence that repeats a sentence of the lead and keeps the rest of the paragraph", () => {
    const body =
      '`Period.getDays()` returns only the days part, not the total; for a total number of days use `ChronoUnit.DAYS.between`. The same applies to `Period.getMonths()`. This confusion produces the bug "2 days left" when 32 remain.';
    expect(withoutRepeats(body, lead)).toBe(
      'The same applies to `Period.getMonths()`. This confusion produces the bug "2 days left" when 32 remain.',
    );
  });

  it("drops a list item that repeats the lead, and the whole block when nothing is left", () => {
    const list =
      "- `getDays()` returns only the days part; use `ChronoUnit.DAYS.between` for the total number of days.\n- `Duration` measures machine time in seconds and nanoseconds.";
    expect(withoutRepeats(list, lead)).toBe("- `Duration` measures machine time in seconds and nanoseconds.");
    expect(
      withoutRepeats(
        "- `getDays()` returns only the days part; use `ChronoUnit.DAYS.between` for a total number of days.",
        lead,
      ),
    ).toBe("");
  });

  it("keeps sentences that only share the subject, code blocks and tables", () => {
    const body = "`ChronoUnit.DAYS.between(start, end)` counts whole days and may be negative when end comes first.";
    expect(withoutRepeats(body, lead)).toBe(body);
    const code = "```java\nlong days = ChronoUnit.DAYS.between(today, trialEnd); // returns only the days part\n```";
    expect(withoutRepeats(code, lead)).toBe(code);
    const table = "| unit | returns only the days part, use ChronoUnit.DAYS.between for a total number of days |";
    expect(withoutRepeats(table, lead)).toBe(table);
  });
});
