#!/usr/bin/env python3
"""Generates the quality development set: learner-style classes (exercises, services, DAOs, domain classes, tests)
assembled from labelled snippets, in varied names and layouts. Labels follow docs/analyzer/mentor-checklist.md.
Deterministic (seeded):  python3 tests/corpus/quality-dev/generate.py
Hand-written files in this folder (not starting with Gen) are kept."""
import os, random, re

HERE = os.path.dirname(os.path.abspath(__file__))
rnd = random.Random(26)

# A snippet: kinds it fits in, imports, fields (class level), body (members). Markers: `//E:ID` expect, `//K:ID` ok.
# {v} {w} {n} are random names; {C} the class name.
S = []
def snip(kinds, body, imports=(), fields=""):
    S.append(dict(kinds=set(kinds.split()), body=body, imports=set(imports), fields=fields))

ANY = "exercise service dao domain"
APP = "service dao domain"

# ---- error-prone
snip(ANY, """
    boolean isMissing(String {v}) {
        return {v}.equals(null); //E:QUA-EQUALS-NULL
    }
""")
snip(ANY, """
    boolean sameCount(Integer {v}, Integer {w}) {
        return {v} == {w}; //E:QUA-OBJECT-IDENTITY
    }
""")
snip(ANY, """
    boolean sameCount(int {v}, int {w}) {
        return {v} == {w}; //K:QUA-OBJECT-IDENTITY
    }
""")
snip(ANY, """
    boolean sameName(String {v}, String {w}) {
        return {v} == {w}; //E:DES-STRING-EQUALITY
    }
""")
snip(ANY, """
    boolean hasName(String {v}) {
        return {v} != null && !{v}.isEmpty(); //K:QUA-BROKEN-NULL-CHECK
    }
""")
snip(ANY, """
    boolean hasName(String {v}) {
        return {v} != null || {v}.length() > 3; //E:QUA-BROKEN-NULL-CHECK
    }
""")
snip(ANY, """
    boolean isShort(String {v}) {
        return {v}.length() < 3 && {v} != null; //E:QUA-MISPLACED-NULL-CHECK
    }
""")
snip(ANY, """
    String label(int {n}) {
        String result;
        switch ({n}) {
            case 1:
                result = "one"; //E:QUA-SWITCH-FALLTHROUGH
            case 2:
                result = "two";
                break;
            default:
                result = "many";
        }
        return result;
    }
""")
snip(ANY, """
    String label(int {n}) {
        switch ({n}) { //K:QUA-SWITCH-NO-DEFAULT
            case 1:
                return "one";
            case 2:
                return "two";
            default:
                return "many";
        }
    }
""")
snip(ANY, """
    String label(int {n}) {
        String text = "many";
        switch ({n}) { //E:QUA-SWITCH-NO-DEFAULT
            case 1:
                text = "one";
                break;
            case 2:
                text = "two";
                break;
        }
        return text;
    }
""")
snip(ANY, """
    int clamp(int {n}) {
        if ({n} > 100); //E:QUA-EMPTY-STATEMENT
        {
            {n} = 100;
        }
        return {n};
    }
""")
snip(ANY, """
    double average(int {v}, int {w}) {
        double avg = {v} / {w}; //E:QUA-INTEGER-DIVISION
        return Math.round(avg * 100) / 100.0;
    }
""")
snip(ANY, """
    double average(int {v}, int {w}) {
        return (double) {v} / {w}; //K:QUA-INTEGER-DIVISION
    }
""")
snip(ANY, """
    boolean isZero(double {v}) {
        return {v} == 0.1; //E:QUA-FLOAT-EQUALITY
    }
""")
snip(ANY, """
    boolean isAbout(double {v}, double {w}) {
        return Math.abs({v} - {w}) < 1e-9; //K:QUA-FLOAT-EQUALITY
    }
""")
snip(ANY, """
    void dropEmpty(List<String> {v}) {
        for (String s : {v}) {
            if (s.isEmpty()) {
                {v}.remove(s); //E:QUA-MODIFY-WHILE-ITERATING
            }
        }
    }
""", ["java.util.List"])
snip(ANY, """
    void dropEmpty(List<String> {v}) {
        {v}.removeIf(String::isEmpty); //K:QUA-MODIFY-WHILE-ITERATING
    }
""", ["java.util.List"])
snip(ANY, """
    String clean(String {v}) {
        {v}.trim(); //E:QUA-IGNORED-RESULT
        return {v};
    }
""")
snip(ANY, """
    String clean(String {v}) {
        String t = {v}.trim(); //K:QUA-IGNORED-RESULT
        return t.toLowerCase();
    }
""")
snip(ANY, """
    int parse(String {v}) {
        try {
            return Integer.parseInt({v});
        } catch (NumberFormatException e) { //E:QUA-EMPTY-CATCH
        }
        return 0;
    }
""")
snip(ANY, """
    int parse(String {v}) {
        try {
            return Integer.parseInt({v});
        } catch (NumberFormatException e) { //K:QUA-EMPTY-CATCH
            return -1;
        }
    }
""")
snip(ANY, """
    int length(String {v}) {
        try {
            return {v}.length();
        } catch (NullPointerException e) { //E:QUA-CATCH-NPE
            return 0;
        }
    }
""")
snip(ANY, """
    BigDecimal rate() {
        return new BigDecimal(0.15); //E:QUA-BIGDECIMAL-FROM-DOUBLE
    }
""", ["java.math.BigDecimal"])
snip(ANY, """
    BigDecimal rate() {
        return new BigDecimal("0.15"); //K:QUA-BIGDECIMAL-FROM-DOUBLE
    }
""", ["java.math.BigDecimal"])
snip(APP, """
    List<String> findTags(String {v}) {
        if ({v} == null) {
            return null; //E:QUA-RETURN-NULL-COLLECTION
        }
        return List.of({v});
    }
""", ["java.util.List"])
snip(APP, """
    List<String> findTags(String {v}) {
        if ({v} == null) {
            return Collections.emptyList(); //K:QUA-RETURN-NULL-COLLECTION
        }
        return List.of({v});
    }
""", ["java.util.List", "java.util.Collections"])
snip(APP, """
    String findName(String {v}) {
        if ({v}.isBlank()) {
            return null; //K:QUA-RETURN-NULL-COLLECTION
        }
        return {v}.trim();
    }
""")
snip(APP, """
    Optional<String> first(List<String> {v}) {
        if ({v}.isEmpty()) {
            return null; //E:QUA-OPTIONAL-NULL
        }
        return Optional.of({v}.get(0));
    }
""", ["java.util.List", "java.util.Optional"])
snip(APP, """
    String firstOrDash(Optional<String> {v}) {
        return {v}.get(); //E:QUA-OPTIONAL-GET
    }
""", ["java.util.Optional"])
snip(APP, """
    String firstOrDash(Optional<String> {v}) {
        if ({v}.isPresent()) {
            return {v}.get(); //K:QUA-OPTIONAL-GET
        }
        return "-";
    }
""", ["java.util.Optional"])
snip(ANY, """
    int roll(int {n}) {
        return (int) Math.random() * {n}; //E:QUA-RANDOM-CAST
    }
""")
snip(ANY, """
    int roll(int {n}) {
        return (int) (Math.random() * {n}); //K:QUA-RANDOM-CAST
    }
""")
snip(ANY, """
    String show(int[] {v}) {
        return "values: " + {v}; //E:QUA-ARRAY-TO-STRING
    }
""")
snip(ANY, """
    String show(int[] {v}) {
        return "values: " + Arrays.toString({v}); //K:QUA-ARRAY-TO-STRING
    }
""", ["java.util.Arrays"])
snip(APP, """
    int load(String {v}) {
        try {
            return Integer.parseInt({v});
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("bad number: " + {v}); //E:QUA-LOST-STACK-TRACE
        }
    }
""")
snip(APP, """
    int load(String {v}) {
        try {
            return Integer.parseInt({v});
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("bad number: " + {v}, e); //K:QUA-LOST-STACK-TRACE
        }
    }
""")
snip(ANY, """
    int total(int {n}) {
        int sum = 0;
        try {
            sum = {n} * 2;
        } finally {
            return sum; //E:QUA-RETURN-IN-FINALLY
        }
    }
""")
snip(ANY, """
    void start(Runnable {v}) {
        Thread t = new Thread({v});
        t.run(); //E:QUA-THREAD-RUN
    }
""")
snip(ANY, """
    void start(Runnable {v}) {
        Thread t = new Thread({v});
        t.start(); //K:QUA-THREAD-RUN
    }
""")
snip(ANY, """
    int next(int {n}) {
        {n} = {n}++; //E:QUA-POSTINCREMENT-ASSIGN
        return {n};
    }
""")
snip(ANY, """
    int check(boolean {v}) {
        if ({v} = true) { //E:QUA-ASSIGNMENT-IN-CONDITION
            return 1;
        }
        return 0;
    }
""")
# generic exceptions
snip(APP, """
    void save(String {v}) {
        if ({v} == null) {
            throw new RuntimeException("name is missing"); //E:QUA-GENERIC-EXCEPTION
        }
    }
""")
snip(APP, """
    void save(String {v}) {
        if ({v} == null) {
            throw new IllegalArgumentException("name is missing"); //K:QUA-GENERIC-EXCEPTION
        }
    }
""")
snip(APP, """
    void store(String {v}) throws Exception { //E:QUA-GENERIC-EXCEPTION
        if ({v}.isEmpty()) {
            throw new IllegalStateException("empty");
        }
    }
""")
snip(APP, """
    int check(int {n}) throws Exception {
        if ({n} < 0) {
            throw new Exception("negative: " + {n}); //E:QUA-GENERIC-EXCEPTION
        }
        return {n};
    }
""")
# dead store
snip(ANY, """
    int compute(int {n}) {
        int tripled = 0; //E:QUA-DEAD-STORE
        tripled = {n} * 3;
        return tripled;
    }
""")
snip(ANY, """
    String describe(String {v}) {
        String shown = "unknown"; //E:QUA-DEAD-STORE
        shown = {v}.toUpperCase();
        return shown;
    }
""")
snip(ANY, """
    int compute(int {n}) {
        int {w} = 0; //K:QUA-DEAD-STORE
        if ({n} > 10) {
            {w} = {n} * 3;
        }
        return {w};
    }
""")
snip(ANY, """
    int sumTo(int {n}) {
        int total = 0; //K:QUA-DEAD-STORE
        for (int i = 1; i <= {n}; i++) {
            total += i;
        }
        return total;
    }
""")
snip(ANY, """
    int grow(int {n}) {
        int {w} = {n} + 1; //K:QUA-DEAD-STORE
        {w} = {w} * 2;
        return {w};
    }
""")
# float equality near miss, size zero
snip(ANY, """
    boolean isEmpty(List<String> {v}) {
        return {v}.size() == 0; //E:QUA-SIZE-ZERO
    }
""", ["java.util.List"])
snip(ANY, """
    boolean isEmpty(List<String> {v}) {
        return {v}.isEmpty(); //K:QUA-SIZE-ZERO
    }
""", ["java.util.List"])
# simplifiable boolean
snip(ANY, """
    boolean isAdult(int {n}) {
        if ({n} >= 18) { //E:QUA-SIMPLIFIABLE-BOOLEAN-RETURN
            return true;
        } else {
            return false;
        }
    }
""")
snip(ANY, """
    boolean isAdult(int {n}) {
        if ({n} >= 18) //E:QUA-SIMPLIFIABLE-BOOLEAN-RETURN
            return true;
        return false;
    }
""")
snip(ANY, """
    boolean isValid(String {v}) {
        return {v} != null ? true : false; //E:QUA-SIMPLIFIABLE-BOOLEAN-RETURN
    }
""")
snip(ANY, """
    boolean isValid(String {v}) {
        if ({v} == null) { //K:QUA-SIMPLIFIABLE-BOOLEAN-RETURN
            return false;
        }
        return {v}.length() > 2;
    }
""")
snip(ANY, """
    boolean done(boolean {v}) {
        if ({v} == true) { //E:QUA-BOOLEAN-LITERAL-COMPARISON
            return !{v};
        }
        return {v};
    }
""")
snip(ANY, """
    int twice(int {n}) {
        int r = {n} * 2; //E:QUA-LOCAL-BEFORE-RETURN
        return r;
    }
""")
snip(ANY, """
    void log(List<String> {v}, String {w}) {
        if ({v} != null) { //E:QUA-COLLAPSIBLE-IF
            if (!{w}.isEmpty()) {
                {v}.add({w});
            }
        }
    }
""", ["java.util.List"])
snip(ANY, """
    void log(List<String> {v}, String {w}) {
        if ({v} != null) { //K:QUA-COLLAPSIBLE-IF
            if (!{w}.isEmpty()) {
                {v}.add({w});
            }
            {v}.add("end");
        }
    }
""", ["java.util.List"])
# performance
snip(ANY, """
    String join(List<String> {v}) {
        String out = "";
        for (String s : {v}) {
            out += s + ","; //E:QUA-STRING-CONCAT-IN-LOOP
        }
        return out;
    }
""", ["java.util.List"])
snip(ANY, """
    String join(List<String> {v}) {
        StringBuilder out = new StringBuilder();
        for (String s : {v}) {
            out.append(s).append(','); //K:QUA-APPEND-CONCAT
        }
        return out.toString();
    }
""", ["java.util.List"])
snip(ANY, """
    String join(List<String> {v}) {
        StringBuilder out = new StringBuilder();
        for (String s : {v}) {
            out.append(s + ","); //E:QUA-APPEND-CONCAT
        }
        return out.toString();
    }
""", ["java.util.List"])
snip(ANY, """
    int dice(int {n}) {
        int sum = 0;
        for (int i = 0; i < {n}; i++) {
            Random r = new Random(); //E:QUA-OBJECT-IN-LOOP
            sum += r.nextInt(6) + 1;
        }
        return sum;
    }
""", ["java.util.Random"])
snip(ANY, """
    int dice(int {n}) {
        Random r = new Random(); //K:QUA-OBJECT-IN-LOOP
        int sum = 0;
        for (int i = 0; i < {n}; i++) {
            sum += r.nextInt(6) + 1;
        }
        return sum;
    }
""", ["java.util.Random"])
snip(ANY, """
    List<String> parseDates(List<String> {v}) throws ParseException {
        List<String> out = new ArrayList<>();
        for (String s : {v}) {
            SimpleDateFormat f = new SimpleDateFormat("yyyy-MM-dd"); //E:QUA-OBJECT-IN-LOOP
            out.add(f.parse(s).toString());
        }
        return out;
    }
""", ["java.util.List", "java.util.ArrayList", "java.text.SimpleDateFormat", "java.text.ParseException"])
snip(ANY, """
    int countMatches(List<String> {v}) {
        int n = 0;
        for (String s : {v}) {
            if (Pattern.compile("[0-9]+").matcher(s).matches()) { //E:QUA-OBJECT-IN-LOOP
                n++;
            }
        }
        return n;
    }
""", ["java.util.List", "java.util.regex.Pattern"])
snip(ANY, """
    List<StringBuilder> buffers(int {n}) {
        List<StringBuilder> out = new ArrayList<>();
        for (int i = 0; i < {n}; i++) {
            out.add(new StringBuilder()); //K:QUA-OBJECT-IN-LOOP
        }
        return out;
    }
""", ["java.util.List", "java.util.ArrayList"])
snip(ANY, """
    Integer box(int {n}) {
        return new Integer({n}); //E:QUA-WRAPPER-CONSTRUCTOR
    }
""")
snip(ANY, """
    Integer box(int {n}) {
        return Integer.valueOf({n}); //K:QUA-WRAPPER-CONSTRUCTOR
    }
""")
snip(ANY, """
    String greeting() {
        String s = new String("hello"); //E:QUA-NEW-STRING
        return s.toUpperCase();
    }
""")
# best practice
snip(ANY, """
    int countLines(String {v}) throws IOException {
        BufferedReader reader = null;
        try { //E:QUA-TRY-WITH-RESOURCES
            reader = new BufferedReader(new FileReader({v}));
            int n = 0;
            while (reader.readLine() != null) {
                n++;
            }
            return n;
        } finally {
            if (reader != null) {
                reader.close();
            }
        }
    }
""", ["java.io.BufferedReader", "java.io.FileReader", "java.io.IOException"])
snip(ANY, """
    int countLines(String {v}) throws IOException {
        try (BufferedReader reader = new BufferedReader(new FileReader({v}))) { //K:QUA-TRY-WITH-RESOURCES
            int n = 0;
            while (reader.readLine() != null) {
                n++;
            }
            return n;
        }
    }
""", ["java.io.BufferedReader", "java.io.FileReader", "java.io.IOException"])
snip("dao", """
    int countRows(Connection {v}) throws SQLException {
        Statement st = {v}.createStatement();
        try { //E:QUA-TRY-WITH-RESOURCES
            ResultSet rs = st.executeQuery("select count(*) from items");
            rs.next();
            return rs.getInt(1);
        } finally {
            st.close();
        }
    }
""", ["java.sql.Connection", "java.sql.Statement", "java.sql.ResultSet", "java.sql.SQLException"])
snip(ANY, """
    String firstLine(String {v}) throws IOException {
        BufferedReader reader = new BufferedReader(new FileReader({v})); //E:DES-RESOURCE-LEAK
        return reader.readLine();
    }
""", ["java.io.BufferedReader", "java.io.FileReader", "java.io.IOException"])
snip(ANY, """
    int sizeOf(List {v}) { //E:QUA-RAW-TYPE
        return {v}.size();
    }
""", ["java.util.List"])
snip(ANY, """
    int sizeOf(List<?> {v}) { //K:QUA-RAW-TYPE
        return {v}.size();
    }
""", ["java.util.List"])
snip(ANY, """
    ArrayList<String> names(String {v}) { //E:QUA-LOOSE-COUPLING
        ArrayList<String> out = new ArrayList<>();
        out.add({v});
        return out;
    }
""", ["java.util.ArrayList"])
snip(ANY, """
    List<String> names(String {v}) { //K:QUA-LOOSE-COUPLING
        List<String> out = new ArrayList<>();
        out.add({v});
        return out;
    }
""", ["java.util.List", "java.util.ArrayList"])
snip(ANY, """
    int weird(int a, int b, int c, int d, int e, int f, int g, int h) { //E:QUA-LONG-PARAMETER-LIST
        return a + b + c + d + e + f + g + h;
    }
""")
snip(ANY, """
    int area(int {v}, int {w}, int depth) { //K:QUA-LONG-PARAMETER-LIST
        return {v} * {w} * depth;
    }
""")
snip(ANY, """
    private int helper(int {n}) { //E:QUA-UNUSED-PRIVATE-METHOD
        return {n} + 1;
    }
""")
snip(ANY, """
    int used(int {n}) {
        int half = {n} / 2; //E:QUA-UNUSED-LOCAL
        return {n};
    }
""")
snip(ANY, """
    int used(int {n}) {
        int doubled = {n} * 2; //K:QUA-UNUSED-LOCAL
        return doubled + 1;
    }
""")
snip(ANY, """
    String toString() { //E:QUA-METHOD-NAMING
        return "x";
    }
""") if False else None
snip(ANY, """
    int Compute_Total(int {n}) { //E:QUA-METHOD-NAMING
        return {n} * 2;
    }
""")
snip(ANY, """
    int computeTotal(int {n}) { //K:QUA-METHOD-NAMING
        int Result_value = {n} * 2; //E:QUA-VARIABLE-NAMING
        return Result_value + Result_value / 3;
    }
""")
snip(ANY, """
    String name(String {v}) {
        return {v}.toString(); //E:QUA-STRING-TO-STRING
    }
""")
snip(ANY, """
    void reset(List<String> {v}) {
        {v}.clear();
        return; //E:QUA-UNNECESSARY-RETURN
    }
""", ["java.util.List"])
snip(ANY, """
    boolean isText(Object {v}) {
        return {v} != null && {v} instanceof String; //E:QUA-REDUNDANT-NULL-CHECK
    }
""")
snip(ANY, """
    void check(int {n}) {
        if ({n} < 0) { //E:QUA-EMPTY-IF
        }
    }
""")
# hidden field / static field from instance: need fields
snip(APP, """
    int scaled(int {n}) {
        int limit = {n} * 2; //E:QUA-HIDDEN-FIELD
        return limit + 1;
    }

    int limit() {
        return limit;
    }
""", fields="    private final int limit = 10;\n")
snip(APP, """
    void setLimit(int limit) { //K:QUA-HIDDEN-FIELD
        this.limit = limit;
    }

    int limit() {
        return limit;
    }
""", fields="    private int limit = 10;\n")
snip(APP, """
    int describe(String name) { //E:QUA-HIDDEN-FIELD
        return name.length() + this.name.length();
    }

    String name() {
        return name;
    }
""", fields="    private final String name = \"box\";\n")
snip(APP, """
    void register() {
        created++; //E:QUA-STATIC-FIELD-FROM-INSTANCE
    }

    static int created() {
        return created;
    }
""", fields="    private static int created = 0;\n")
snip(APP, """
    static void register() {
        created++; //K:QUA-STATIC-FIELD-FROM-INSTANCE
    }

    static int created() {
        return created;
    }
""", fields="    private static int created = 0;\n")
snip(APP, """
    void remember(String {v}) {
        lastKey = {v}; //E:QUA-STATIC-FIELD-FROM-INSTANCE
    }

    static String lastKey() {
        return lastKey;
    }
""", fields="    private static String lastKey;\n")
# System.out in application code (services/DAOs/domain) -- first print in the class
snip("service dao", """
    void audit(String {v}) {
        System.out.println("audit: " + {v}); //E:STY-SYSTEM-OUT
    }
""")
snip("exercise", """
    void report(int {n}) {
        System.out.println("Result: " + {n}); //K:STY-SYSTEM-OUT
    }
""")
snip(APP, """
    void fail(Exception {v}) {
        {v}.printStackTrace(); //E:STY-PRINT-STACK-TRACE
    }
""")
S[:] = [s for s in S if s]

TEST_SNIPS = [
("""
    @Test
    void {v}Expires() throws Exception {
        Cache cache = new Cache(10);
        cache.put("a", 1);
        Thread.sleep(50); //E:QUA-THREAD-SLEEP-IN-TEST
        assertNull(cache.get("a"));
    }
""", ["org.junit.jupiter.api.Test", "static org.junit.jupiter.api.Assertions.assertNull"]),
("""
    @Test
    void {v}Adds() {
        assertEquals(4, 2 + 2); //K:QUA-THREAD-SLEEP-IN-TEST
    }
""", ["org.junit.jupiter.api.Test", "static org.junit.jupiter.api.Assertions.assertEquals"]),
("""
    @Test
    void {v}Runs() throws InterruptedException {
        Worker w = new Worker();
        w.start();
        Thread.sleep(200); //E:QUA-THREAD-SLEEP-IN-TEST
        assertTrue(w.isDone());
    }
""", ["org.junit.jupiter.api.Test", "static org.junit.jupiter.api.Assertions.assertTrue"]),
("""
    @Test
    void {v}Parses() {
        assertEquals(12, Integer.parseInt("12"));
    }
""", ["org.junit.jupiter.api.Test", "static org.junit.jupiter.api.Assertions.assertEquals"]),
]

NAMES_V = ["input", "value", "text", "items", "entry", "source", "data", "word", "label", "key"]
NAMES_W = ["other", "count", "amount", "result", "extra", "width", "size", "factor"]
NAMES_N = ["n", "count", "total", "age", "index", "amount", "score"]
CLASSES = {
    "exercise": ["Exercise", "Homework", "Lab", "Kata", "Practice", "Task", "Puzzle", "Drill"],
    "service": ["OrderService", "InvoiceService", "UserService", "ReportService", "CartService", "MailService", "StockService"],
    "dao": ["OrderDao", "UserDao", "ProductDao", "CustomerDao", "LedgerDao", "BookRepository"],
    "domain": ["Account", "Basket", "Student", "Library", "Ticket", "Inventory", "Garage", "Playlist"],
}

def fill(text):
    v = rnd.choice(NAMES_V); w = rnd.choice([x for x in NAMES_W if x != v]); n = rnd.choice(NAMES_N)
    while n in (v, w): n = rnd.choice(NAMES_N)
    return text.replace("{v}", v).replace("{w}", w).replace("{n}", n)

def labels(text):
    text = re.sub(r"//E:([A-Z0-9-]+)", r"// expect: \1", text)
    return re.sub(r"//K:([A-Z0-9-]+)", r"// ok: \1", text)

def strip_labels(text):
    return re.sub(r"\s*//[EK]:[A-Z0-9-]+", "", text)

def unique_methods(chosen):
    seen = set(); out = []
    for s in chosen:
        names = set(re.findall(r"^\s+(?:static |private |public )*[\w<>\[\], ?]+ (\w+)\(", s["body"], re.M))
        if names & seen: continue
        if s["fields"] and any(s["fields"] == o["fields"] for o in out): continue
        seen |= names; out.append(s)
    return out

def make_class(kind, idx, clean=False):
    base = rnd.choice(CLASSES[kind])
    name = f"Gen{base}{idx:03d}"
    pool = [s for s in S if kind in s["kinds"]]
    if clean:
        pool = [s for s in pool if "//E:" not in s["body"]]
    chosen = unique_methods(rnd.sample(pool, min(len(pool), rnd.randint(3, 6))))
    # one print per class at most for STY-SYSTEM-OUT
    prints = [s for s in chosen if "System.out" in s["body"]]
    for p in prints[1:]: chosen.remove(p)
    imports = set().union(*[s["imports"] for s in chosen]) if chosen else set()
    fields = "".join(s["fields"] for s in chosen)
    style = rnd.choice(["public ", "", "public final "])
    body = "".join(fill(s["body"]) for s in chosen)
    if rnd.random() < 0.3:
        body = body.replace("    ", "  ")  # two-space indentation
        fields = fields.replace("    ", "  ")
    vis = rnd.choice(["", "public "]) if kind != "exercise" else rnd.choice(["", "static "])
    body = re.sub(r"^(\s+)(?=(?:boolean|int|double|String|List|Optional|BigDecimal|Integer|ArrayList|void) \w+\()", lambda m: m.group(1) + vis, body, flags=re.M)
    head = "".join(f"import {i};\n" for i in sorted(imports))
    text = (head + ("\n" if head else "")) + f"{style}class {name} {{\n{fields}" + (body if not fields else body) + "}\n"
    if kind == "exercise" and vis == "static " and not fields and "static" not in style:
        if rnd.random() < 0.5 or clean:
            text = text.replace(f"class {name} {{\n", f"class {name} {{\n\n    public static void main(String[] args) {{\n        System.out.println({name}.class.getSimpleName()); // ok: STY-SYSTEM-OUT\n    }}\n", 1)
        else:
            text = text.replace(f"class {name} {{\n", f"class {name} {{ // expect: QUA-UTILITY-CLASS\n", 1)
    elif kind == "exercise" and rnd.random() < 0.5:
        text = text.replace(f"class {name} {{\n", f"class {name} {{\n\n    public static void main(String[] args) {{\n        System.out.println(\"{name} ready\"); // ok: STY-SYSTEM-OUT\n    }}\n", 1)
    return name, labels(text)

def make_test(idx):
    name = f"Gen{rnd.choice(['Cache', 'Worker', 'Parser', 'Order'])}Test{idx:03d}"
    chosen = rnd.sample(TEST_SNIPS, rnd.randint(2, 3))
    imports = sorted(set().union(*[set(i) for _, i in chosen]))
    head = "".join(f"import {i};\n" for i in imports)
    body = "".join(fill(b) for b, _ in chosen)
    return name, labels(f"{head}\nclass {name} {{\n{body}}}\n")

def main():
    for f in os.listdir(HERE):
        if f.startswith("Gen") and f.endswith(".java"): os.remove(os.path.join(HERE, f))
    n = 0
    for i in range(1, 161):
        kind = ["exercise", "service", "dao", "domain"][i % 4]
        name, text = make_class(kind, i, clean=(i % 9 == 0))
        open(os.path.join(HERE, name + ".java"), "w").write(text); n += 1
    for i in range(1, 21):
        name, text = make_test(i)
        open(os.path.join(HERE, name + ".java"), "w").write(text); n += 1
    print(f"wrote {n} files")

main()
