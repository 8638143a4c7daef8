import os, sys
root = sys.argv[1]
D = os.path.join(root, 'programs')
rows = []; tv = ts = 0
for c in sorted(os.listdir(D), key=lambda x: int(x.split('-')[1])):
    fs = os.listdir(os.path.join(D, c)); v = sum('Vuln' in f for f in fs); s = sum('Safe' in f for f in fs); tv += v; ts += s
    rows.append(f"| CWE-{c.split('-')[1]} | {v} | {s} | {v + s} |")
table = "| CWE | vulnerable | safe | total |\n| --- | --- | --- | --- |\n" + "\n".join(rows) + f"\n| **all** | **{tv}** | **{ts}** | **{tv + ts}** |"
tmpl = open(os.path.join(os.path.dirname(os.path.abspath(__file__)), 'README.tmpl')).read()
open(os.path.join(root, 'README.md'), 'w').write(tmpl.replace('COUNTS_TABLE', table))
