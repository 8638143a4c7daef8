// Error-prone code: constructs that compile but almost always do something other than intended.
import {
  equalsNull,
  objectIdentity,
  brokenNullCheck,
  misplacedNullCheck,
  equalsHashCode,
  switchFallthrough,
  emptyStatementAfterIf,
  assignmentInCondition,
  catchNpe,
  returnInFinally,
  floatEquality,
  integerDivision,
} from "./conditions";
import {
  modifyWhileIterating,
  selfAssignment,
  arrayToString,
  ignoredResult,
  emptyCatch,
  lostStackTrace,
  bigDecimalDouble,
  staticDateFormat,
  optionalGet,
  returnsNull,
  threadRun,
  randomCast,
  postIncrementAssign,
  ctorCallsOverridable,
} from "./api-misuse";
import { fence } from "../markdown";
import type { QualityRule } from "../rules/token-index";

export const errorProneRules: QualityRule[] = [
  {
    id: "QUA-EQUALS-NULL",
    group: "error-prone",
    severity: "warning",
    explanation:
      "By contract `x.equals(null)` returns false, and when `x` itself is null the call throws. It never tests what was meant.",
    fix: "Compare with `==`: `x == null`.",
    find: equalsNull,
  },
  {
    id: "QUA-OBJECT-IDENTITY",
    group: "error-prone",
    severity: "warning",
    explanation:
      "`==` on objects asks whether both variables point to the same object. Two `Integer`s with the value 1000, or two equal dates or amounts, are usually different objects, so the comparison is false even when the values are equal (small Integers happen to be cached, which hides the bug in tests).",
    fix: "Compare with `.equals()` or `Objects.equals(a, b)`.",
    find: objectIdentity,
  },
  {
    id: "QUA-BROKEN-NULL-CHECK",
    group: "error-prone",
    severity: "error",
    explanation:
      "With `||` after `!= null` (or `&&` after `== null`), the right-hand side runs exactly when the variable is null, so this line throws the NullPointerException it tries to prevent.",
    fix: "Swap the logical operator (`!= null &&`, `== null ||`).",
    find: brokenNullCheck,
  },
  {
    id: "QUA-MISPLACED-NULL-CHECK",
    group: "error-prone",
    severity: "warning",
    explanation:
      "Conditions are evaluated left to right. The variable is already used before the null check runs, so a null value throws before it is checked.",
    fix: "Put the null check first.",
    find: misplacedNullCheck,
  },
  {
    id: "QUA-EQUALS-WITHOUT-HASHCODE",
    group: "error-prone",
    severity: "warning",
    explanation:
      "Equal objects must have equal hash codes. With only `equals()`, two equal objects land in different buckets of a `HashSet`/`HashMap`: `contains` and `get` fail and duplicates appear.",
    fix: `Override \`hashCode()\` from the same fields as \`equals()\`:\n\n${fence("@Override\npublic int hashCode() {\n    return Objects.hash(id, name);\n}")}\n\n(A \`record\` gets both for free.)`,
    find: (q) => equalsHashCode(q, "equals"),
  },
  {
    id: "QUA-HASHCODE-WITHOUT-EQUALS",
    group: "error-prone",
    severity: "warning",
    explanation:
      "A custom `hashCode()` without a matching `equals()` has no effect on equality: hash-based collections still treat every object as different.",
    fix: "Override `equals(Object)` from the same fields, or remove `hashCode()`.",
    find: (q) => equalsHashCode(q, "hashCode"),
  },
  {
    id: "QUA-SWITCH-FALLTHROUGH",
    group: "error-prone",
    severity: "warning",
    explanation: "Without `break`, execution continues into the next `case` and runs its code too — a classic bug.",
    fix: "End the case with `break;` (or `return`), or use the arrow form `case X -> …`, which never falls through. If falling through is intended, say so in a `// falls through` comment.",
    find: switchFallthrough,
  },
  {
    id: "QUA-EMPTY-STATEMENT",
    group: "error-prone",
    severity: "warning",
    explanation:
      "The `;` is an empty statement that forms the whole body of the `if`/`while`. The block below is not controlled by the condition.",
    fix: "Remove the `;` after the closing parenthesis.",
    find: emptyStatementAfterIf,
  },
  {
    id: "QUA-ASSIGNMENT-IN-CONDITION",
    group: "error-prone",
    severity: "warning",
    explanation:
      "`=` assigns and `==` compares. An assignment inside `if (…)` changes the variable and then tests the assigned value.",
    fix: "Use `==` to compare.",
    find: assignmentInCondition,
  },
  {
    id: "QUA-CATCH-NPE",
    group: "error-prone",
    severity: "warning",
    explanation:
      "A NullPointerException is a bug in the code, not an expected situation. Catching it hides where the null came from.",
    fix: "Check for null (or use `Optional`) before the call and remove the catch.",
    find: catchNpe,
  },
  {
    id: "QUA-RETURN-IN-FINALLY",
    group: "error-prone",
    severity: "warning",
    explanation:
      "A `return` in `finally` silently replaces any exception (or earlier return value) from the `try` block: errors disappear.",
    fix: "Move the `return` after the try/finally statement; keep only clean-up in `finally`.",
    find: returnInFinally,
  },
  {
    id: "QUA-FLOAT-EQUALITY",
    group: "error-prone",
    severity: "warning",
    explanation:
      "`double` and `float` cannot represent most decimals exactly (0.1 + 0.2 is 0.30000000000000004), so exact comparison is unreliable.",
    fix: "Compare with a tolerance, or use `BigDecimal` and `compareTo`.",
    find: floatEquality,
  },
  {
    id: "QUA-INTEGER-DIVISION",
    group: "error-prone",
    severity: "warning",
    explanation:
      "Dividing two integers gives an integer (7 / 2 is 3). Storing the result in a `double` afterwards cannot bring the decimals back.",
    fix: "Cast one operand to `double` before dividing.",
    find: integerDivision,
  },
  {
    id: "QUA-MODIFY-WHILE-ITERATING",
    group: "error-prone",
    severity: "warning",
    explanation:
      "Changing a collection while a for-each loop walks over it throws `ConcurrentModificationException` on the next step.",
    fix: "Use `Iterator.remove()`, `removeIf`, or collect the changes and apply them after the loop.",
    find: modifyWhileIterating,
  },
  {
    id: "QUA-SELF-ASSIGNMENT",
    group: "error-prone",
    severity: "warning",
    explanation:
      "Assigning a variable to itself does nothing. In a constructor or setter it usually means the parameter hides the field, so the field is never set.",
    fix: "Assign the field with `this.name = name;`.",
    find: selfAssignment,
  },
  {
    id: "QUA-ARRAY-TO-STRING",
    group: "error-prone",
    severity: "warning",
    explanation: "Arrays do not override `toString()`: printing one shows its type and hash code, not its contents.",
    fix: "Use `Arrays.toString(array)`.",
    find: arrayToString,
  },
  {
    id: "QUA-IGNORED-RESULT",
    group: "error-prone",
    severity: "warning",
    explanation:
      "Strings, `BigDecimal` and the `java.time` types are immutable: these methods return a new object and leave the original unchanged.",
    fix: "Assign the returned value.",
    find: ignoredResult,
  },
  {
    id: "QUA-EMPTY-CATCH",
    group: "error-prone",
    severity: "warning",
    explanation:
      "When this exception happens, nothing is logged and the program carries on as if everything worked. The real error is hidden, and whatever goes wrong later is much harder to debug. (A comment inside does not change that.)",
    fix: "Handle the exception, log it, or let it propagate.",
    find: emptyCatch,
  },
  {
    id: "QUA-LOST-STACK-TRACE",
    group: "error-prone",
    severity: "warning",
    explanation:
      "Throwing a new exception without the caught one as its cause throws away the original stack trace and message — exactly what you need to debug the failure.",
    fix: "Pass the caught exception as the cause (the last constructor argument).",
    find: lostStackTrace,
  },
  {
    id: "QUA-BIGDECIMAL-FROM-DOUBLE",
    group: "error-prone",
    severity: "warning",
    explanation:
      "The double is already rounded to binary before `BigDecimal` sees it, so the exact decimal value is lost.",
    fix: "Use `BigDecimal.valueOf(double)` or the `String` constructor.",
    find: bigDecimalDouble,
  },
  {
    id: "QUA-STATIC-DATE-FORMAT",
    group: "error-prone",
    severity: "warning",
    explanation:
      "`SimpleDateFormat` keeps internal state while formatting; used from several threads at once (as a static field in a web app is) it produces wrong dates or exceptions.",
    fix: "Use the immutable, thread-safe `DateTimeFormatter` (`java.time`) instead.",
    find: staticDateFormat,
  },
  {
    id: "QUA-OPTIONAL-GET",
    group: "error-prone",
    severity: "warning",
    explanation:
      "`Optional.get()` throws `NoSuchElementException` when the value is missing — the same crash the `Optional` was meant to prevent.",
    fix: "Use `orElseThrow(…)` with a meaningful exception, `orElse(…)`, or `ifPresent(…)`.",
    find: optionalGet,
  },
  {
    id: "QUA-OPTIONAL-NULL",
    group: "error-prone",
    severity: "warning",
    explanation:
      "Callers of a method returning `Optional` never expect `null`; they call `isPresent()` or `map()` on it and get a NullPointerException.",
    fix: "Return `Optional.empty()`.",
    find: (q) => returnsNull(q, "optional"),
  },
  {
    id: "QUA-RETURN-NULL-COLLECTION",
    group: "error-prone",
    severity: "warning",
    explanation:
      "Every caller now has to remember a null check before looping over the result; one who forgets gets a NullPointerException. An empty collection works with every loop as is.",
    fix: "Return an empty collection (`List.of()`, `Collections.emptyList()`).",
    find: (q) => returnsNull(q, "collection"),
  },
  {
    id: "QUA-THREAD-RUN",
    group: "error-prone",
    severity: "warning",
    explanation:
      "`run()` is an ordinary method call: the code runs in the calling thread. Only `start()` creates a new thread.",
    fix: "Call `start()` (or better, submit the task to an `ExecutorService`).",
    find: threadRun,
  },
  {
    id: "QUA-RANDOM-CAST",
    group: "error-prone",
    severity: "error",
    explanation:
      "`Math.random()` returns a value in [0, 1); casting it to an integer gives 0 before the multiplication happens.",
    fix: "Put the multiplication in parentheses: `(int) (Math.random() * n)`, or use `ThreadLocalRandom.current().nextInt(n)`.",
    find: randomCast,
  },
  {
    id: "QUA-POSTINCREMENT-ASSIGN",
    group: "error-prone",
    severity: "warning",
    explanation:
      "`x++` evaluates to the old value; `x = x++` increments and then overwrites the variable with that old value.",
    fix: "Write just `x++;` (or `x += 1;`).",
    find: postIncrementAssign,
  },
  {
    id: "QUA-CONSTRUCTOR-CALLS-OVERRIDABLE",
    group: "error-prone",
    severity: "warning",
    explanation:
      "A subclass can override the method, and its version then runs before the subclass's own fields are initialised — it sees nulls and zeros.",
    fix: "Make the called method `private` or `final`, or make the class `final`.",
    find: ctorCallsOverridable,
  },
];
