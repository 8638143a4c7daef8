package com.example.tasks;

import java.util.List;
import org.springframework.web.bind.annotation.*;

@RestController
@RequestMapping("/api/tasks")
public class TaskController {
    private final TaskService tasks;

    public TaskController(TaskService tasks) {
        this.tasks = tasks;
    }

    @GetMapping
    public List<TaskDto> all() {
        return tasks.all();
    }

    @PutMapping("/{id}") /*@fix*/
    public TaskDto update(@PathVariable Long id, @RequestBody TaskDto task) {
        return tasks.update(id, task);
    }
}
