import { describe, expect, it } from "vitest";
import { analyzeJava } from "@/lib/analyze";

// Review rules in the shapes hand-written learner code has (tests/corpus/quality-dev/hand showed them): object identity
// through getters, map values and other objects' fields; integer division with size()/length and parentheses; a
// dead initializer overwritten in every branch; a parameter read again after being stored; catches that print and
// return a default; a close() at the end of the try. Each with the near misses that must stay quiet.
const lines = (code: string, rule: string) =>
  analyzeJava({ code })
    .findings.filter((f) => f.rule === rule)
    .map((f) => f.line ?? 0);

const IDENTITY = `import java.util.*;
import java.time.LocalDate;
import java.math.BigDecimal;
public class Ident {
    private final Map<String, BigDecimal> balances = new HashMap<>();
    private LocalDate created;
    private Long id;
    private Status status;
    private List<Integer> scores;
    public Long getId() { return id; }
    public Status getStatus() { return status; }
    boolean a(String x, String y) { return balances.get(x) == balances.get(y); }
    boolean b(Ident other) { return created == other.created; }
    boolean c(Ident other) { return getId() == other.getId(); }
    boolean d(Ident other) { return status == other.status && getStatus() == other.getStatus(); }
    boolean e(Ident other) { return this.id != other.id; }
    boolean f() { return scores.get(0) == scores.get(1); }
    boolean g(Ident other) { return this == other || other.id == null; }
    boolean h(int i) { return scores.size() == i; }
    enum Status { A, B }
}
`;

describe("QUA-OBJECT-IDENTITY on chains", () => {
  it("types map values, list elements, getters and other objects' fields", () => {
    expect(lines(IDENTITY, "QUA-OBJECT-IDENTITY")).toEqual([12, 13, 14, 16, 17]);
  });
  it("leaves enums (fields and getters), this, null and primitives alone", () => {
    const l = lines(IDENTITY, "QUA-OBJECT-IDENTITY");
    for (const quiet of [15, 18, 19]) expect(l).not.toContain(quiet);
  });
});

const DIVISION = `import java.util.*;
public class Div {
    private int total;
    double a(List<Integer> grades, int sum) { double avg = sum / grades.size(); return avg; }
    double b(int x, int y) { return (x + y) / 2; }
    double c(int count, int all) { double pct = count * 100 / all; return pct; }
    double d(int count, int all) { double pct = count * 100.0 / all; return pct; }
    double e(int[] xs, int s) { double m = (double) s / xs.length; return m; }
    double f(int[] xs, int s) { double m = s / xs.length; return m; }
    double g(int a, int b) { double r = a / b; return r; }
    int h(int a, int b) { int r = a / b; return r; }
    double i(String s, int n) { double r = Integer.parseInt(s) / n; return r; }
    double j(long a, long b) { double r = a / (double) b; return r; }
    double k(int a) { double r = total / a + 0.5; return r; }
}
`;

describe("QUA-INTEGER-DIVISION in longer expressions", () => {
  it("flags int / size(), (a + b) / 2, count * 100 / all, s / xs.length, parseInt(…) / n into a double", () => {
    expect(lines(DIVISION, "QUA-INTEGER-DIVISION")).toEqual([4, 5, 6, 9, 10, 12]);
  });
  it("leaves a double literal, a (double) cast, an int target and a double operand alone", () => {
    const l = lines(DIVISION, "QUA-INTEGER-DIVISION");
    for (const quiet of [7, 8, 11, 13, 14]) expect(l).not.toContain(quiet);
  });
});

const STATE = `public class Dead {
    private double current;
    private double target;
    public String label(int total) {
        String label = "";
        if (total > 0) {
            label = "to pay";
        } else if (total < 0) {
            label = "refund";
        } else {
            label = "zero";
        }
        return label;
    }
    public String label2(int total) {
        String label = "none";
        if (total > 0) {
            label = "to pay";
        }
        return label;
    }
    public String label3(int total) {
        String label = "x";
        if (total > 0) label = "a"; else label = label + "b";
        return label;
    }
    public void read(double current) {
        this.current = current;
        double diff = target - current;
    }
    public void update(double current, double target) {
        this.current = current;
        this.target = target;
    }
}
`;

describe("QUA-DEAD-STORE over if/else and QUA-HIDDEN-FIELD after a store", () => {
  it("flags an initializer every branch overwrites, not one an if without else or a read keeps", () => {
    expect(lines(STATE, "QUA-DEAD-STORE")).toEqual([5]);
  });
  it("flags a parameter read again after this.x = x, not a setter-like update", () => {
    expect(lines(STATE, "QUA-HIDDEN-FIELD")).toEqual([27]);
  });
});

const CATCHES = `import java.sql.*;
import java.util.*;
public class CustomerDao {
    private final Connection connection;
    CustomerDao(Connection c) { this.connection = c; }
    public List<String> names() {
        try {
            PreparedStatement ps = connection.prepareStatement("select name from customer");
            ResultSet rs = ps.executeQuery();
            List<String> out = new ArrayList<>();
            while (rs.next()) out.add(rs.getString(1));
            rs.close();
            ps.close();
            return out;
        } catch (SQLException e) {
            System.out.println("query failed: " + e.getMessage());
            return null;
        }
    }
    public void delete(int id) {
        try {
            connection.createStatement().execute("delete from customer where id = " + id);
        } catch (Exception e) {
            e.printStackTrace();
        }
    }
    public int count() {
        try (Statement st = connection.createStatement(); ResultSet rs = st.executeQuery("select count(*) from customer")) {
            return rs.next() ? rs.getInt(1) : 0;
        } catch (SQLException e) {
            throw new RuntimeException("count failed", e);
        }
    }
    public int parse(String s) {
        try {
            return Integer.parseInt(s);
        } catch (NumberFormatException e) {
            return 0;
        }
    }
}
`;

describe("catches and closes", () => {
  it("a catch that prints and returns null is a swallowed exception; its print is still console output", () => {
    expect(lines(CATCHES, "DES-SWALLOWED-EXCEPTION")).toEqual([15]);
    expect(lines(CATCHES, "STY-SYSTEM-OUT")).toEqual([16]);
  });
  it("a broad catch that only prints is a broad catch, and its printStackTrace() is reported", () => {
    expect(lines(CATCHES, "DES-BROAD-CATCH")).toEqual([23]);
    expect(lines(CATCHES, "STY-PRINT-STACK-TRACE")).toEqual([24]);
  });
  it("close() at the end of the try is reported at the try; try-with-resources is fine", () => {
    expect(lines(CATCHES, "QUA-TRY-WITH-RESOURCES")).toEqual([7]);
  });
  it("wrapping a checked exception in a RuntimeException inside a catch is not a generic exception", () => {
    expect(lines(CATCHES, "QUA-GENERIC-EXCEPTION")).toEqual([]);
  });
});

describe("naming of a public static constant without final", () => {
  it("is a mutable public static (one finding), not also a naming slip", () => {
    const code = 'public class Config {\n    public static String ENV = "dev";\n    private String Bad_name;\n}\n';
    expect(lines(code, "QUA-PUBLIC-STATIC-MUTABLE")).toEqual([2]);
    expect(lines(code, "QUA-VARIABLE-NAMING")).toEqual([3]);
  });
});

describe("more shapes of the issue's rules", () => {
  const code = `import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

public class Shapes {
    private String name;
    public boolean isNamed() {
        boolean result;
        if (name != null) {
            result = true;
        } else {
            result = false;
        }
        return result;
    }
    public boolean keep(int n) {
        boolean result;
        if (n > 0) { result = true; } else { result = n == 0; }
        return result;
    }
    public boolean sameTitle(Book a, Book b) {
        return a.getTitle() == b.getTitle();
    }
    public boolean sameYear(Book a, Book b) {
        return a.getYear() == b.getYear();
    }
}

class Book {
    private String title;
    private int year;
    public String getTitle() { return title; }
    public int getYear() { return year; }
}

class StringUtils {
    public StringUtils() {}
    public static String up(String s) { return s.toUpperCase(); }
    public static String low(String s) { return s.toLowerCase(); }
}

class ShapesTest {
    @Test
    void waits() throws Exception {
        TimeUnit.SECONDS.sleep(1);
    }
    void helper() throws Exception {
        TimeUnit.SECONDS.sleep(1);
    }
}
`;
  it("if/else that only assigns true or false is a simplifiable boolean; a computed branch is not", () => {
    expect(lines(code, "QUA-SIMPLIFIABLE-BOOLEAN-RETURN")).toEqual([8]);
  });
  it("String getters compared with == are string equality; int getters are not", () => {
    expect(lines(code, "DES-STRING-EQUALITY")).toEqual([21]);
  });
  it("a utility class with a public no-argument constructor is still a utility class", () => {
    expect(lines(code, "QUA-UTILITY-CLASS")).toEqual([35]);
  });
  it("TimeUnit.X.sleep in a @Test method is a sleep in a test; in a helper it is not", () => {
    expect(lines(code, "QUA-THREAD-SLEEP-IN-TEST")).toEqual([44]);
  });
});

describe("QUA-EMPTY-IF with an else or a TODO", () => {
  const code = `public class Grades {
    void grade(int score, java.util.List<String> lines) {
        if (score < 0) {
            // TODO
        } else {
            lines.add("ok");
        }
        if (score > 100) {
        } else {
            lines.add("in range");
        }
        if (score == 50) {
            // half way: nothing to record
        }
    }
}
`;
  it("flags an empty branch holding only a TODO, and an empty branch before an else; an explaining comment is fine", () => {
    expect(lines(code, "QUA-EMPTY-IF")).toEqual([3, 8]);
  });
});

const GOD = `import java.io.*;
import java.util.*;

public class LibrarySystem {
    private List<String> members = new ArrayList<>();
    private Map<String, String> memberEmails = new HashMap<>();
    private List<String> books = new ArrayList<>();
    private Map<String, Integer> copies = new HashMap<>();
    private Map<String, String> loans = new HashMap<>();
    private List<String> loanHistory = new ArrayList<>();
    private String smtpHost = "mail.local";
    private int smtpPort = 25;
    private String reportDir = "/tmp";

    public void addMember(String name, String email) {
        members.add(name);
        memberEmails.put(name, email);
    }

    public void removeMember(String name) {
        members.remove(name);
        memberEmails.remove(name);
    }

    public boolean isMember(String name) {
        return members.contains(name);
    }

    public String emailOf(String name) {
        return memberEmails.get(name);
    }

    public void addBook(String title, int n) {
        books.add(title);
        copies.put(title, n);
    }

    public void removeBook(String title) {
        books.remove(title);
        copies.remove(title);
    }

    public int available(String title) {
        return copies.getOrDefault(title, 0);
    }

    public void lend(String title, String member) {
        loans.put(title, member);
        loanHistory.add(title + "->" + member);
    }

    public void giveBack(String title) {
        loans.remove(title);
        loanHistory.add(title + " returned");
    }

    public int loansCount() {
        return loans.size();
    }

    public List<String> history() {
        return new ArrayList<>(loanHistory);
    }

    public void sendMail(String to, String text) {
        String server = smtpHost + ":" + smtpPort;
        System.out.println("mail to " + to + " via " + server + ": " + text);
    }

    public void sendReminder(String to) {
        sendMail(to, "please return your books");
    }

    public void writeReport(String name, String content) throws IOException {
        try (FileWriter w = new FileWriter(new File(reportDir, name))) {
            w.write(content);
        }
    }

    public String reportPath(String name) {
        return reportDir + "/" + name;
    }

    public String formatTitle(String t) {
        return t.trim().toUpperCase();
    }
}
`;

describe("DES-GOD-CLASS by cohesion", () => {
  it("flags a mid-sized class whose methods fall into several groups that share no fields", () => {
    expect(lines(GOD, "DES-GOD-CLASS")).toEqual([4]);
  });
  it("leaves the same class alone once it keeps one job (members only)", () => {
    const members = GOD.split("\n    public void addBook")[0] + "\n}\n";
    expect(lines(members, "DES-GOD-CLASS")).toEqual([]);
  });
});

describe("batch 2 shapes", () => {
  it("a record nested in a class is a record: identity on it and on its Integer component, no method-naming noise", () => {
    const code = `import java.util.*;
public class People {
    record Person(String name, Integer age) {
    }
    private int x;
    private record Point(int x, int y) {
    }
    static boolean same(Person a, Person b) {
        boolean sameAge = a.age() == b.age();
        return sameAge || a == b;
    }
}
`;
    expect(lines(code, "QUA-OBJECT-IDENTITY")).toEqual([9, 10]);
    expect(lines(code, "QUA-METHOD-NAMING")).toEqual([]);
    expect(lines(code, "QUA-HIDDEN-FIELD")).toEqual([]);
    expect(lines(code, "QUA-UNUSED-PARAMETER")).toEqual([]);
  });
  it("`for (…);` is an empty statement", () => {
    const code = `public class Loops {
    int f(int[] data) {
        int k;
        for (k = 0; k < data.length && data[k] != 9; k++);
        for (int i = 0; i < 3; i++) {
        }
        return k;
    }
}
`;
    expect(lines(code, "QUA-EMPTY-STATEMENT")).toEqual([4]);
  });
  it("System.out in a class of a unit without main is console output, unless printing is the method's job", () => {
    const vending = `public class Vending {
    private int credit;
    public void insert(int coin) {
        credit += coin;
        System.out.println("inserted " + coin);
    }
}
`;
    const report = `public class Report {
    public void printSummary(int n) {
        System.out.println("total " + n);
    }
}
`;
    const program = `public class Vending {
    private int credit;
    public void insert(int coin) {
        credit += coin;
        System.out.println("inserted " + coin);
    }
    public static void main(String[] args) {
        new Vending().insert(1);
    }
}
`;
    expect(lines(vending, "STY-SYSTEM-OUT")).toEqual([5]);
    expect(lines(report, "STY-SYSTEM-OUT")).toEqual([]);
    expect(lines(program, "STY-SYSTEM-OUT")).toEqual([]);
  });
  it("a catch in main that tells the user what failed is not a swallowed exception", () => {
    const code = `import java.io.*;
public class Copy {
    public static void main(String[] args) {
        try {
            java.nio.file.Files.copy(new File(args[0]).toPath(), new File(args[1]).toPath());
        } catch (IOException e) {
            System.err.println("copy failed: " + e.getMessage());
        }
    }
    static void quiet(String p) {
        try {
            java.nio.file.Files.delete(new File(p).toPath());
        } catch (IOException e) {
            System.err.println("delete failed: " + e.getMessage());
        }
    }
}
`;
    expect(lines(code, "DES-SWALLOWED-EXCEPTION")).toEqual([13]);
  });
});

describe("null checks and causes through getters", () => {
  const code = `public class Checks {
    public boolean blank(Customer c) {
        return c.getName() != null || c.getName().isEmpty();
    }
    public boolean blank2(Customer c) {
        return c.getName() != null && c.getName().isEmpty();
    }
    public boolean blank3(String s) {
        return s == null && s.isEmpty();
    }
    public void load(String f) {
        try {
            parse(f);
        } catch (IllegalArgumentException e) {
            throw new IllegalStateException(e.getMessage());
        }
    }
    public void load2(String f) {
        try {
            parse(f);
        } catch (IllegalArgumentException e) {
            throw new IllegalStateException(e.getMessage(), e);
        }
    }
    private void parse(String f) {
        if (f.isEmpty()) throw new IllegalArgumentException("empty");
    }
}
class Customer {
    private String name;
    String getName() { return name; }
}
`;
  it("a broken null check on a getter chain, not the correct && form", () => {
    expect(lines(code, "QUA-BROKEN-NULL-CHECK")).toEqual([3, 9]);
  });
  it("passing only e.getMessage() loses the stack trace; passing e keeps it", () => {
    expect(lines(code, "QUA-LOST-STACK-TRACE")).toEqual([15]);
  });
});

describe("batch 3 shapes", () => {
  it("a database error answered with Optional.empty() is swallowed; a parse failure answered so is not", () => {
    const code = `import java.sql.*;
import java.util.Optional;
public class UserDao {
    private final Connection connection;
    UserDao(Connection c) { this.connection = c; }
    public Optional<String> findEmail(long id) {
        try (PreparedStatement ps = connection.prepareStatement("SELECT email FROM users WHERE id = ?")) {
            ps.setLong(1, id);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(rs.getString(1)) : Optional.empty();
            }
        } catch (SQLException e) {
            return Optional.empty();
        }
    }
    public Optional<Integer> parse(String s) {
        try {
            return Optional.of(Integer.parseInt(s));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }
}
`;
    expect(lines(code, "DES-SWALLOWED-EXCEPTION")).toEqual([12]);
  });
  it("implements Comparable without a type argument is a raw type", () => {
    const code = `public class Version implements Comparable {
    private final int major;
    Version(int major) { this.major = major; }
    @Override
    public int compareTo(Object o) { return Integer.compare(major, ((Version) o).major); }
}
class Tag implements Comparable<Tag> {
    private final String name;
    Tag(String name) { this.name = name; }
    @Override
    public int compareTo(Tag o) { return name.compareTo(o.name); }
}
`;
    expect(lines(code, "QUA-RAW-TYPE")).toEqual([1]);
  });
});

describe("batch 5 shapes", () => {
  it("a constants class (static fields only) is a utility class", () => {
    const code = `public class Constants {
    public static final int MAX_USERS = 100;
    public static final String APP_NAME = "Quizzy";
}
class Holder {
    public static final int ONLY = 1;
}
`;
    expect(lines(code, "QUA-UTILITY-CLASS")).toEqual([1]);
  });
  it("throw new Exception in a catch: the method's throws Exception is reported, the throw is a lost cause", () => {
    const code = `import java.util.*;
public class ScoreParser {
    public List<Integer> parse(String text) throws Exception {
        List<Integer> scores = new ArrayList<>();
        for (String part : text.split(",")) {
            try {
                scores.add(Integer.parseInt(part.trim()));
            } catch (NumberFormatException e) {
                throw new Exception("bad score: " + part);
            }
        }
        return scores;
    }
    public int best(String text) {
        try {
            return parse(text).stream().mapToInt(i -> i).max().orElse(0);
        } catch (Exception e) {
            System.out.println("could not parse");
            return 0;
        }
    }
}
`;
    expect(lines(code, "QUA-GENERIC-EXCEPTION")).toEqual([3]);
    expect(lines(code, "QUA-LOST-STACK-TRACE")).toEqual([9]);
    expect(lines(code, "DES-SWALLOWED-EXCEPTION")).toEqual([17]);
    expect(lines(code, "DES-BROAD-CATCH")).toEqual([]);
  });
});

describe("loops and sizes in more spellings", () => {
  const code = `import java.util.*;
public class Shapes5 {
    public String a(List<String> xs) {
        String s = "";
        int i = 0;
        while (i < xs.size()) {
            s = xs.get(i) + s;
            i++;
        }
        return s;
    }
    public String b(List<String> xs) {
        String s = "";
        for (String x : xs) s = s.concat(x);
        return s;
    }
    public boolean c(List<String> xs) {
        if (0 == xs.size()) return false;
        return 1 > xs.size();
    }
    public void e(Map<String, Integer> m) {
        for (String k : m.keySet()) {
            if (m.get(k) == 0) m.remove(k);
        }
        for (String k : m.keySet()) {
            m.put(k, m.get(k) + 1);
        }
    }
}
`;
  it("string built at the front or with concat() in a loop", () => {
    expect(lines(code, "QUA-STRING-CONCAT-IN-LOOP")).toEqual([7, 14]);
  });
  it("size compared with the literal first", () => {
    expect(lines(code, "QUA-SIZE-ZERO")).toEqual([18, 19]);
  });
  it("removing from a map while iterating its keySet, not replacing a value", () => {
    expect(lines(code, "QUA-MODIFY-WHILE-ITERATING")).toEqual([23]);
  });
});
