// What kind of answer a question wants. The offline composer writes a different first sentence and key-point
// section for each kind; the AI path does not use it.
//
//   comparison  "ArrayList vs LinkedList", "difference between checked and unchecked"
//   error       a pasted exception or compiler/runtime message, "… not working", "… fails", or a symptom
//               ("… does nothing", "… is always empty", "… keeps starting on 9090"): cause and fix
//   code        "example of …", "show me code for …"
//   what-is     "what is / why / explain …", or a bare topic ("virtual threads")
//   how-to      "how do I …", "how to …", and everything else that asks for a procedure

export type QuestionKind = "how-to" | "what-is" | "error" | "comparison" | "code";

const COMPARISON =
  /\b(vs\.?|versus|difference|differences|differ|compared? (to|with)|or should i|which (one|is better))\b/i;
const ERROR =
  /(\b[A-Z]\w*(Exception|Error)\b|\bexception in thread\b|\bcaused by\b|^\s*error:|\bat [\w$.]+\([\w$]+\.java:\d+\)|\b(not working|doesn'?t work|does not work|fails?|failed|failing|crash(es|ed)?|throws?|cannot|can'?t find|is null|broken|wrong (result|total|output)|hangs?|stuck|could not|unable to|not (found|available|allowed|supported|applicable)|already in use)\b|^\s*there is no\b|^\s*no (qualifying|such|property|suitable|converter|bean)\b)/i;
/**
 * A symptom told in the learner's words ("my @PreAuthorize does nothing", "auditList is always empty", "the app keeps
 * starting on 9090", "it prints 1998 not 1999"): a debugging question that wants the cause and the fix, as an
 * error does, not a definition.
 */
const SYMPTOM =
  /\b(does nothing|do nothing|nothing happens|never (gets?|runs?|shows?|fires?|called|reached|works?|reaches)|still (reach|reaches|goes|go|shows?|returns?|prints?|gives?|gets?|is|are|has)|keeps? (saying|starting|restarting|failing|returning|showing|printing|throwing|running)|always (returns?|gives?|empty|null|false|true|zero|0|\d{3})|is always|(gives?|returns?|prints?|shows?) (me )?(null|0|zero|false|an empty|empty|the wrong|wrong|\d+ not \d+)|(is|are|runs?|got|its|it's) (super |so |really |very |too |exactly as )?slow|dies|dying|exploded|no (\d{3}|error|errors|exception|logs?|output)( at all)?|shows? up|even (tho|though)|turn(s|ed)? into|\?\?)/i;
const CODE = /\b(example|examples|snippet|sample code|show me|code for|write me|give me code)\b/i;
const WHAT = /^\s*(what|what's|whats|why|explain|define|definition|meaning|is|are|does|do|should|when)\b/i;
const HOW = /^\s*(how|can i|ways? to|best way|steps to)\b/i;

export function classifyQuestion(question: string): QuestionKind {
  const q = question.trim();
  if (COMPARISON.test(q)) return "comparison";
  if (ERROR.test(q)) return "error";
  if (HOW.test(q)) return CODE.test(q) ? "code" : "how-to";
  if (CODE.test(q)) return "code";
  if (SYMPTOM.test(q)) return "error";
  if (WHAT.test(q)) return "what-is";
  // A bare topic ("virtual threads", "@Transactional") asks what it is; an imperative phrase asks how; a statement
  // about an exception or error reports one.
  if (
    /\b(exceptions?|errors?|bug|stack ?trace)\b(?!\s*(handler|handlers|handling|hierarchy|class|classes|types?|pages?))/i.test(
      q,
    )
  )
    return "error";
  return /^\s*(create|make|write|add|use|configure|set|get|read|return|convert|sort|remove|validate|map|mock|test|store|generate|encrypt|hash|call|run|parse|protect|allow|bind|change|find|collect|filter|group|iterate|copy|compare|combine|reuse|override)\b/i.test(
    q,
  )
    ? "how-to"
    : "what-is";
}
