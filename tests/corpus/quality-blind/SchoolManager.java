package school.admin;

import java.io.BufferedWriter;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.logging.Logger;

public class SchoolManager { // expect: DES-GOD-CLASS
    private static final Logger LOG = Logger.getLogger(SchoolManager.class.getName());
    private static final BigDecimal LATE_FEE = new BigDecimal("15.00");

    private final Map<String, String> studentNames = new HashMap<>();
    private final Map<String, List<Integer>> grades = new HashMap<>();
    private final Map<String, BigDecimal> balances = new HashMap<>();
    private final Map<String, String> parentEmails = new HashMap<>();
    private final Map<DayOfWeek, List<String>> timetable = new HashMap<>();
    private final Map<String, Integer> lockerAssignments = new HashMap<>();
    private final List<String> outbox = new ArrayList<>();
    private final List<String> busRoutes = new ArrayList<>();
    private final Map<String, LocalDate> libraryLoans = new HashMap<>();
    private final Path exportDirectory;

    public SchoolManager(Path exportDirectory) {
        this.exportDirectory = exportDirectory;
    }

    public void enrol(String studentId, String name, String parentEmail) {
        studentNames.put(studentId, name);
        parentEmails.put(studentId, parentEmail);
        balances.put(studentId, BigDecimal.ZERO);
        grades.put(studentId, new ArrayList<>());
    }

    public void addGrade(String studentId, int grade) {
        grades.computeIfAbsent(studentId, k -> new ArrayList<>()).add(grade);
    }

    public double averageGrade(String studentId) {
        List<Integer> list = grades.getOrDefault(studentId, List.of());
        return list.stream().mapToInt(Integer::intValue).average().orElse(0.0);
    }

    public String bestStudent() {
        String best = null;
        double bestAverage = -1;
        for (String id : studentNames.keySet()) {
            double avg = averageGrade(id);
            if (avg > bestAverage) {
                bestAverage = avg;
                best = id;
            }
        }
        return best;
    }

    public void charge(String studentId, BigDecimal amount) {
        balances.merge(studentId, amount, BigDecimal::add);
    }

    public void pay(String studentId, BigDecimal amount) {
        balances.merge(studentId, amount.negate(), BigDecimal::add);
    }

    public void applyLateFees(LocalDate today) {
        if (today.getDayOfMonth() != 15) {
            return;
        }
        for (Map.Entry<String, BigDecimal> e : balances.entrySet()) {
            if (e.getValue().signum() > 0) {
                e.setValue(e.getValue().add(LATE_FEE));
            }
        }
    }

    public BigDecimal monthlyInstalment(String studentId, int months) {
        return balances.getOrDefault(studentId, BigDecimal.ZERO).divide(BigDecimal.valueOf(months), 2, RoundingMode.HALF_UP);
    }

    public void emailParentsAboutBalance() {
        for (Map.Entry<String, BigDecimal> e : balances.entrySet()) {
            if (e.getValue().signum() > 0) {
                String email = parentEmails.get(e.getKey());
                outbox.add(email + ": please pay " + e.getValue().toPlainString());
            }
        }
    }

    public void emailReportCards() {
        for (String id : studentNames.keySet()) {
            outbox.add(parentEmails.get(id) + ": average " + averageGrade(id));
        }
    }

    public List<String> flushOutbox() {
        List<String> sent = new ArrayList<>(outbox);
        outbox.clear();
        LOG.info("sent " + sent.size() + " e-mails");
        return sent;
    }

    public void addLesson(DayOfWeek day, String subject, LocalTime start) {
        timetable.computeIfAbsent(day, d -> new ArrayList<>()).add(start + " " + subject);
    }

    public List<String> lessonsOn(DayOfWeek day) {
        List<String> lessons = new ArrayList<>(timetable.getOrDefault(day, List.of()));
        lessons.sort(String::compareTo);
        return lessons;
    }

    public boolean assignLocker(String studentId, int locker) {
        if (lockerAssignments.containsValue(locker)) {
            return false;
        }
        lockerAssignments.put(studentId, locker);
        return true;
    }

    public void addBusRoute(String route) {
        busRoutes.add(route);
    }

    public List<String> busRoutesThrough(String stop) {
        List<String> result = new ArrayList<>();
        for (String route : busRoutes) {
            if (route.contains(stop)) {
                result.add(route);
            }
        }
        return result;
    }

    public void lendBook(String studentId, String isbn, LocalDate date) {
        libraryLoans.put(studentId + "/" + isbn, date);
    }

    public List<String> overdueBooks(LocalDate today) {
        List<String> overdue = new ArrayList<>();
        for (Map.Entry<String, LocalDate> e : libraryLoans.entrySet()) {
            if (e.getValue().plusWeeks(3).isBefore(today)) {
                overdue.add(e.getKey());
            }
        }
        return overdue;
    }

    public Path exportGrades() throws IOException {
        Path file = exportDirectory.resolve("grades.csv");
        try (BufferedWriter writer = Files.newBufferedWriter(file)) {
            for (Map.Entry<String, List<Integer>> e : grades.entrySet()) {
                writer.write(e.getKey() + ";" + studentNames.get(e.getKey()) + ";" + e.getValue());
                writer.newLine();
            }
        }
        return file;
    }

    public Path exportBalances() throws IOException {
        Path file = exportDirectory.resolve("balances.csv");
        List<String> lines = new ArrayList<>();
        balances.forEach((id, balance) -> lines.add(id + ";" + balance.toPlainString()));
        Files.write(file, lines);
        return file;
    }

    public int studentCount() {
        return studentNames.size();
    }
}
