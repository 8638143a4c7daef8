import java.io.BufferedReader;
import java.io.FileReader;
import java.io.FileWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * School portal for the final project. Handles students, teachers, courses,
 * grades, attendance, timetable, messages and the cafeteria menu.
 */
public class SchoolPortal { // expect: DES-GOD-CLASS

    private final Map<String, String> students = new HashMap<>();
    private final Map<String, String> teachers = new HashMap<>();
    private final Map<String, List<String>> courses = new HashMap<>();
    private final Map<String, List<Integer>> grades = new HashMap<>();
    private final Map<String, Integer> absences = new HashMap<>();
    private final Map<String, String[]> timetable = new HashMap<>();
    private final List<String> messages = new ArrayList<>();
    private final Map<String, Double> menuPrices = new HashMap<>();
    private final Random random = new Random();
    private String motd = "Welcome!";
    private int logins;

    // ===== students =====
    public void addStudent(String id, String name) {
        if (students.containsKey(id)) {
            throw new IllegalArgumentException("duplicate student " + id);
        }
        students.put(id, name);
        grades.put(id, new ArrayList<>());
        absences.put(id, 0);
    }

    public void removeStudent(String id) {
        students.remove(id);
        grades.remove(id);
        absences.remove(id);
        for (List<String> members : courses.values()) {
            members.remove(id); // ok: QUA-MODIFY-WHILE-ITERATING
        }
    }

    public String studentName(String id) {
        return students.get(id);
    }

    // ===== teachers =====
    public void addTeacher(String id, String name) {
        teachers.put(id, name);
    }

    public List<String> teacherNames() {
        return new ArrayList<>(teachers.values());
    }

    // ===== courses =====
    public void createCourse(String course) {
        courses.putIfAbsent(course, new ArrayList<>());
    }

    public void enroll(String course, String studentId) {
        List<String> members = courses.get(course);
        if (members == null) {
            throw new IllegalArgumentException("no course " + course);
        }
        if (!members.contains(studentId)) {
            members.add(studentId);
        }
    }

    public int courseSize(String course) {
        List<String> members = courses.get(course);
        return members == null ? 0 : members.size();
    }

    // ===== grades =====
    public void addGrade(String studentId, int grade) {
        if (grade < 0 || grade > 20) {
            throw new IllegalArgumentException("grade must be 0..20");
        }
        grades.get(studentId).add(grade);
    }

    public double average(String studentId) {
        List<Integer> g = grades.get(studentId);
        if (g == null || g.isEmpty()) {
            return 0;
        }
        int sum = 0;
        for (int v : g) {
            sum += v;
        }
        return (double) sum / g.size(); // ok: QUA-INTEGER-DIVISION
    }

    public String bestStudent() {
        String best = null;
        double bestAvg = -1;
        for (String id : students.keySet()) {
            double avg = average(id);
            if (avg > bestAvg) {
                bestAvg = avg;
                best = id;
            }
        }
        return best;
    }

    // ===== attendance =====
    public void markAbsent(String studentId) {
        absences.merge(studentId, 1, Integer::sum);
    }

    public List<String> studentsAtRisk(int maxAbsences) {
        List<String> risk = new ArrayList<>();
        for (Map.Entry<String, Integer> e : absences.entrySet()) {
            if (e.getValue() > maxAbsences) {
                risk.add(e.getKey());
            }
        }
        return risk;
    }

    // ===== timetable =====
    public void setDay(String day, String... slots) {
        timetable.put(day, slots);
    }

    public String slot(String day, int hour) {
        String[] slots = timetable.get(day);
        if (slots == null || hour < 0 || hour >= slots.length) {
            return "free";
        }
        return slots[hour];
    }

    public String today() {
        String[] slots = timetable.get(LocalDate.now().getDayOfWeek().name());
        return "Today: " + slots; // expect: QUA-ARRAY-TO-STRING
    }

    // ===== messages =====
    public void post(String from, String text) {
        messages.add(LocalDate.now() + " " + from + ": " + text);
    }

    public List<String> latestMessages(int n) {
        int from = Math.max(0, messages.size() - n);
        return new ArrayList<>(messages.subList(from, messages.size()));
    }

    public void setMotd(String motd) {
        this.motd = motd;
    }

    public String login(String who) {
        logins++;
        return motd + " " + who;
    }

    public int getLogins() {
        return logins;
    }

    // ===== cafeteria =====
    public void setPrice(String dish, double price) {
        menuPrices.put(dish, price);
    }

    public String dishOfTheDay() {
        List<String> dishes = new ArrayList<>(menuPrices.keySet());
        if (dishes.isEmpty()) {
            return "closed";
        }
        return dishes.get(random.nextInt(dishes.size()));
    }

    // ===== files =====
    public void saveStudents(String file) throws IOException {
        PrintWriter out = new PrintWriter(new FileWriter(file));
        try { // expect: QUA-TRY-WITH-RESOURCES
            for (Map.Entry<String, String> e : students.entrySet()) {
                out.println(e.getKey() + ";" + e.getValue());
            }
        } finally {
            out.close();
        }
    }

    public int loadStudents(String file) {
        int loaded = 0;
        try (BufferedReader in = new BufferedReader(new FileReader(file))) {
            String line;
            while ((line = in.readLine()) != null) {
                String[] parts = line.split(";");
                if (parts.length == 2 && !students.containsKey(parts[0])) {
                    addStudent(parts[0], parts[1]);
                    loaded++;
                }
            }
        } catch (IOException e) { // expect: DES-SWALLOWED-EXCEPTION
            return 0;
        }
        return loaded;
    }
}
