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
  it("if/else that only assigns true or false is outside the rule's definition (returns only)", () => {
    expect(lines(code, "QUA-SIMPLIFIABLE-BOOLEAN-RETURN")).toEqual([]);
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
