package school.web;

import java.util.List;

import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class StudentController {
    private final StudentQueryService students;

    public StudentController(StudentQueryService students) {
        this.students = students;
    }

    @GetMapping("/students/{id}")
    public ResponseEntity<StudentDto> get(@PathVariable long id) {
        return students.find(id).map(ResponseEntity::ok).orElse(ResponseEntity.notFound().build());
    }

    @GetMapping("/students")
    public List<StudentDto> byClass(@RequestParam String className) {
        if (className == "all") { // expect: DES-STRING-EQUALITY
            return students.all();
        }
        return students.inClass(className);
    }

    @GetMapping("/students/{id}/name")
    public String name(@PathVariable long id) {
        return students.find(id).get().name(); // expect: QUA-OPTIONAL-GET
    }
}

record StudentDto(long id, String name, String className) {
}

interface StudentQueryService {
    java.util.Optional<StudentDto> find(long id);

    List<StudentDto> all();

    List<StudentDto> inClass(String className);
}
