package com.todo.web;

import java.net.URI;
import java.util.List;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/todos")
public class TodoController {
    private final TodoService todos;

    public TodoController(TodoService todos) {
        this.todos = todos;
    }

    @GetMapping
    public List<TodoDto> list() {
        return todos.list();
    }

    @PostMapping
    public ResponseEntity<TodoDto> create(@Valid @RequestBody NewTodo body) {
        TodoDto created = todos.create(body.title());
        return ResponseEntity.created(URI.create("/todos/" + created.id())).body(created);
    }

    @DeleteMapping("/{id}")
    public ResponseEntity<Void> delete(@PathVariable long id) {
        return todos.delete(id) ? ResponseEntity.noContent().build() : ResponseEntity.notFound().build();
    }
}

record NewTodo(@NotBlank @Size(max = 200) String title) {
}

record TodoDto(long id, String title, boolean done) {
}

interface TodoService {
    List<TodoDto> list();

    TodoDto create(String title);

    boolean delete(long id);
}
