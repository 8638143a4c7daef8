package com.example.users;

import java.util.List;
import org.springframework.web.bind.annotation.*;

@RestController
public class UserController {
    private final UserService users;

    public UserController(UserService users) {
        this.users = users;
    }

    @GetMapping("/users/{id}")
    public UserDto byId(@PathVariable Long id) {
        return users.byId(id);
    }

    @GetMapping("/users/{name}")
    public UserDto byName(@PathVariable String name) {
        return users.byName(name);
    }
}
