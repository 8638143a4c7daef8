import { describe, expect, it } from "vitest";
import { analyzeJava } from "@/lib/analyze";

// Review rules in the shapes hand-written learner code has, continued (batches 2 to 5 of
// tests/corpus/quality-dev/hand): nested records, empty for statements, console output in classes without main, catches
// in main, null checks and lost causes through getters, swallowed database errors, raw supertypes, constants classes,
// generic exceptions thrown from a catch, and more spellings of string building, size checks and map iteration.
const lines = (code: string, rule: string) =>
  analyzeJava({ code })
    .findings.filter((f) => f.rule === rule)
    .map((f) => f.line ?? 0);

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

describe("STY-SYSTEM-OUT: a method whose only job is to print", () => {
  it("leaves greet() that only prints alone, and reports the side-effect print of the same class", () => {
    const code = `public class Greeter {
    private int greeted;
    public void greet(String name) {
        System.out.println("Hello, " + name);
    }
    public void count(String name) {
        greeted++;
        System.out.println("greeted " + greeted);
    }
}
`;
    expect(lines(code, "STY-SYSTEM-OUT")).toEqual([8]);
  });
});

describe("batch 6 shapes", () => {
  it("LocalTime/Duration results thrown away", () => {
    const code = `import java.time.*;
public class AlarmClock {
    private LocalTime alarm;
    private Duration snooze = Duration.ofMinutes(5);
    public void later(int minutes) {
        alarm.plusMinutes(minutes);
        snooze.multipliedBy(2);
        alarm = alarm.plusMinutes(minutes);
    }
}
`;
    expect(lines(code, "QUA-IGNORED-RESULT")).toEqual([6, 7]);
  });
  it("a class keeping six or more unrelated collections with a dozen methods is a god class", () => {
    const fields = ["rooms", "prices", "bookings", "guests", "points", "invoices", "cleaning"];
    const methods = Array.from(
      { length: 16 },
      (_, k) =>
        `    public int m${k}(String x) {\n        String y = x.trim();\n        ${fields[k % fields.length]}.add(y);\n        int n = ${fields[(k + 1) % fields.length]}.size();\n        return n + y.length();\n    }`,
    );
    const code = `import java.util.*;\npublic class Hotel {\n${fields.map((f) => `    private final List<String> ${f} = new ArrayList<>();`).join("\n")}\n${methods.join("\n\n")}\n}\n`;
    expect(lines(code, "DES-GOD-CLASS")).toEqual([2]);
    const small = code.replace(/ {4}private final List<String> (invoices|cleaning) = new ArrayList<>\(\);\n/g, "");
    expect(lines(small.replace(/invoices|cleaning/g, "rooms"), "DES-GOD-CLASS")).toEqual([]);
  });
});

describe("batch 7 shapes", () => {
  it("== against a value type's constant or factory is identity; a setter that validates first hides nothing", () => {
    const code = `import java.math.BigDecimal;
public class Clock {
    private int hours;
    public boolean free(BigDecimal amount) {
        return amount == BigDecimal.ZERO;
    }
    public boolean same(Integer a, int n) {
        return a == Integer.valueOf(n);
    }
    public void setTime(int hours, int minutes) {
        if (hours < 0 || hours > 23 || minutes < 0) throw new IllegalArgumentException("time");
        this.hours = hours;
    }
    public void read(int hours) {
        this.hours = hours;
        System.out.println(hours);
    }
}
`;
    expect(lines(code, "QUA-OBJECT-IDENTITY")).toEqual([5, 8]);
    expect(lines(code, "QUA-HIDDEN-FIELD")).toEqual([14]);
  });
  it("main catching everything to report and exit is not a broad catch", () => {
    const code = `public class AppMain {
    public static void main(String[] args) {
        try {
            run(args);
        } catch (Exception e) {
            System.err.println("fatal: " + e.getMessage());
            System.exit(1);
        }
    }
    static void run(String[] args) {
        try {
            Integer.parseInt(args[0]);
        } catch (Exception e) {
            System.exit(2);
        }
    }
}
`;
    expect(lines(code, "DES-BROAD-CATCH")).toEqual([13]);
  });
});

describe("batch 8: throws Exception next to throw new Exception", () => {
  it("reports the declaration and the throw (two places to fix), a specific exception neither", () => {
    const code = `import java.util.*;
public class Bank2 {
    private final Map<String, Long> accounts = new HashMap<>();
    public void transfer(String from, String to, long amount) throws Exception {
        Long a = accounts.get(from);
        if (a == null) {
            throw new Exception("unknown account");
        }
        if (a < amount) {
            throw new IllegalStateException("insufficient funds");
        }
        accounts.put(from, a - amount);
    }
}
`;
    expect(lines(code, "QUA-GENERIC-EXCEPTION")).toEqual([4, 7]);
  });
});

describe("batch 9: a printer that changes state while it prints", () => {
  it("printAll() taking jobs off a queue logs to the console; a method that only loops over printing does not", () => {
    const code = `import java.util.*;
public class Printer {
    private final Queue<String> jobs = new ArrayDeque<>();
    private int printed;
    public void printAll() {
        while (!jobs.isEmpty()) {
            String doc = jobs.poll();
            System.out.println("printing " + doc);
            printed++;
        }
    }
    public void listJobs() {
        for (String j : jobs) {
            System.out.println(j);
        }
    }
}
`;
    expect(lines(code, "STY-SYSTEM-OUT")).toEqual([8]);
  });
});
