package com.todo.service;

import java.util.List;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class TodoServiceImpl {
    private final TodoRepository repository;

    public TodoServiceImpl(TodoRepository repository) {
        this.repository = repository;
    }

    @Transactional(readOnly = true)
    public List<TodoItem> list() {
        return repository.findAllByOrderByCreatedAtDesc();
    }

    @Transactional
    public TodoItem create(String title) {
        return repository.save(new TodoItem(null, title.strip(), false));
    }

    @Transactional
    public boolean complete(long id) {
        return repository.findById(id)
                .map(item -> repository.save(new TodoItem(item.id(), item.title(), true)))
                .isPresent();
    }
}

record TodoItem(Long id, String title, boolean done) {
}

interface TodoRepository {
    List<TodoItem> findAllByOrderByCreatedAtDesc();

    TodoItem save(TodoItem item);

    java.util.Optional<TodoItem> findById(long id);
}
