package com.example.files;

import org.springframework.web.bind.annotation.*;

@RestController
public class UploadController {
    @PostMapping(value = "/notes", consumes = "application/json")
    public String save(@RequestBody Note note) {
        return "saved " + note.title();
    }
}

record Note(String title, String body) {
}
