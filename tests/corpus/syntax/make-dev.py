#!/usr/bin/env python3
"""Builds tests/corpus/syntax/broken-dev from the valid programs in valid-dev: each broken file is one learner-style
mistake (a misspelled keyword or a stray token) in one place; javac (the reference) gives the line of its first
error, written to labels-dev.json. Files javac still accepts are dropped. Deterministic (seeded).
    python3 tests/corpus/syntax/make-dev.py"""
import json, os, random, re, shutil, subprocess, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
VALID = os.path.join(HERE, "valid-dev")
BROKEN = os.path.join(HERE, "broken-dev")
rnd = random.Random(26)

TYPOS = {
    "public": ["publc", "pubic", "pulbic", "Public"], "static": ["statc", "stati", "Static"], "void": ["viod", "vod", "Void"],
    "return": ["retrun", "reutrn", "retun", "Return"], "class": ["calss", "clas", "Class"], "else": ["esle", "els", "Else"],
    "while": ["whlie", "wihle", "While"], "for": ["fro", "For"], "new": ["nwe", "New"], "if": ["fi", "If"],
    "private": ["pirvate", "privte", "Private"], "final": ["finl", "Final"], "throw": ["thorw", "Throw"],
    "try": ["tyr", "Try"], "catch": ["cach", "Catch"], "import": ["improt", "Import"], "break": ["braek"],
    "continue": ["contineu"], "int": ["Int", "itn"], "double": ["doubel", "dobule"], "boolean": ["boolen", "bool"],
}
def misspell(lines):
    cands = [(i, m) for i, l in enumerate(lines) if not l.strip().startswith("//")
             for m in re.finditer(r"\b(" + "|".join(TYPOS) + r")\b", l) if '"' not in l[:m.start()]]
    if not cands: return None
    i, m = rnd.choice(cands)
    lines[i] = lines[i][:m.start()] + rnd.choice(TYPOS[m.group(1)]) + lines[i][m.end():]
    return "typo"

def stray(lines):
    kind = rnd.choice(["paren", "semi", "dot", "op", "comma", "char", "bracket", "open"])
    code_lines = [i for i, l in enumerate(lines) if l.strip() and not l.strip().startswith(("//", "import", "@"))]
    rnd.shuffle(code_lines)
    for i in code_lines:
        l = lines[i]
        if kind == "paren" and ");" in l:
            lines[i] = l.replace(");", "));", 1); return kind
        if kind == "semi" and " + " in l:
            lines[i] = l.replace(" + ", " +; ", 1); return kind
        if kind == "dot" and re.search(r"\w\.\w", l):
            m = re.search(r"\w\.\w", l); lines[i] = l[:m.start() + 1] + ".." + l[m.start() + 2:]; return kind
        if kind == "op" and " = " in l:
            lines[i] = l.replace(" = ", " = = ", 1); return kind
        if kind == "comma" and l.rstrip().endswith(";") and "(" not in l and "=" in l:
            lines[i] = l.rstrip()[:-1] + ",;"; return kind
        if kind == "char" and l.rstrip().endswith(";"):
            lines[i] = l.rstrip()[:-1] + rnd.choice(["#", "`", "\\\\"]) + ";"; return kind
        if kind == "bracket" and re.search(r"\w\)", l):
            m = re.search(r"\w\)", l); lines[i] = l[:m.start() + 1] + "]" + l[m.start() + 1:]; return kind
        if kind == "open" and l.rstrip().endswith(") {") and re.match(r"\s*(if|while|for)\b", l):
            lines[i] = l.replace("(", "((", 1); return kind
    return None

def javac_first_line(path):
    with tempfile.TemporaryDirectory() as d:
        r = subprocess.run(["javac", "-d", d, "-Xmaxerrs", "1", path], capture_output=True, text=True)
    m = re.search(r"^\S+\.java:(\d+): error: (.*)$", r.stderr, re.M)
    return (int(m.group(1)), m.group(2)) if r.returncode and m else None

def main():
    shutil.rmtree(BROKEN, ignore_errors=True); os.makedirs(BROKEN)
    labels = {}
    bases = sorted(f for f in os.listdir(VALID) if f.endswith(".java"))
    for b in bases:
        src = open(os.path.join(VALID, b)).read().split("\n")
        made = 0
        for attempt in range(40):
            if made >= 16: break
            lines = list(src)
            kind = misspell(lines) if made % 2 == 0 else stray(lines)
            if not kind: continue
            name = f"{b[:-5]}-{kind}-{made:02d}.java"
            path = os.path.join(BROKEN, name)
            text = "\n".join(lines)
            if any(open(os.path.join(BROKEN, f)).read() == text for f in os.listdir(BROKEN) if f.startswith(b[:-5] + "-")):
                continue
            open(path, "w").write(text)
            first = javac_first_line(path)
            if not first:
                os.remove(path); continue
            labels[f"broken-dev/{name}"] = first[0]
            print(f"{name}: {first[0]} {first[1]}")
            made += 1
    for b in bases:  # the valid programs must compile
        with tempfile.TemporaryDirectory() as d:
            r = subprocess.run(["javac", "-d", d, os.path.join(VALID, b)], capture_output=True, text=True)
        if r.returncode: raise SystemExit(f"valid-dev/{b} does not compile:\n{r.stderr}")
    json.dump(labels, open(os.path.join(HERE, "labels-dev.json"), "w"), indent=2, sort_keys=True)
    open(os.path.join(HERE, "labels-dev.json"), "a").write("\n")

main()
