package com.example.users;

import jakarta.persistence.*;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class UserService {
    private final UserRepository users;

    public UserService(UserRepository users) {
        this.users = users;
    }

    @Transactional
    public User register(String email, String name) {
        User u = new User(email, name);
        return users.save(u); /*@fix*/
    }
}

@Entity
class User {
    @Id
    @GeneratedValue
    private Long id;

    @Column(unique = true) /*@second*/
    private String email;

    private String name;

    protected User() {
    }

    User(String email, String name) {
        this.email = email;
        this.name = name;
    }
}
