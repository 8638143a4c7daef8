package school.enrollment;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

public class CourseEnrollmentService {
    private final CourseRepository courses;
    private final StudentDirectory students;

    public CourseEnrollmentService(CourseRepository courses, StudentDirectory students) {
        this.courses = courses;
        this.students = students;
    }

    public void enroll(String studentId, String courseCode) {
        Course course = courses.findByCode(courseCode).get(); // expect: QUA-OPTIONAL-GET
        if (course.enrolled().size() >= course.capacity()) {
            throw new IllegalStateException("course full");
        }
        course.enrolled().add(studentId);
        courses.save(course);
    }

    public int enrollAll(ArrayList<String> studentIds, String courseCode) { // expect: QUA-LOOSE-COUPLING
        int done = 0;
        for (String id : studentIds) {
            if (students.exists(id)) {
                enroll(id, courseCode);
                done++;
            }
        }
        return done;
    }

    public List<String> waitingList(String courseCode) {
        Optional<Course> course = courses.findByCode(courseCode);
        if (course.isEmpty()) {
            return List.of();
        }
        List<String> waiting = new ArrayList<>(course.get().waiting()); // ok: QUA-OPTIONAL-GET
        waiting.removeIf(id -> !students.exists(id));
        return waiting;
    }

    public void drop(String studentId, String courseCode) {
        try {
            courses.removeEnrollment(courseCode, studentId);
        } catch (EnrollmentStoreException e) {
            throw new IllegalStateException("could not drop " + studentId + " from " + courseCode); // expect: QUA-LOST-STACK-TRACE
        }
    }
}

record Course(String code, int capacity, List<String> enrolled, List<String> waiting) {
}

interface CourseRepository {
    Optional<Course> findByCode(String code);

    void save(Course course);

    void removeEnrollment(String courseCode, String studentId) throws EnrollmentStoreException;
}

interface StudentDirectory {
    boolean exists(String studentId);
}

class EnrollmentStoreException extends Exception {
    EnrollmentStoreException(String message) {
        super(message);
    }
}
