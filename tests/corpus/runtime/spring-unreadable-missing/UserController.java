package com.example.users;

import org.springframework.web.bind.annotation.*;

@RestController
@RequestMapping("/users")
public class UserController {
    private final UserService users;

    public UserController(UserService users) {
        this.users = users;
    }

    @PostMapping
    public UserDto create(@RequestBody CreateUserRequest request) {
        return users.create(request);
    }
}
