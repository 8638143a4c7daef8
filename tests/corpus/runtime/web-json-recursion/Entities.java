package com.example.blog;

import jakarta.persistence.*;
import java.util.List;

@Entity
public class Post {
    @Id
    @GeneratedValue
    private Long id;

    private String title;

    @OneToMany(mappedBy = "post")
    private List<Comment> comments;

    public List<Comment> getComments() {
        return comments;
    }
}

@Entity
class Comment {
    @Id
    @GeneratedValue
    private Long id;

    @ManyToOne
    private Post post;

    public Post getPost() {
        return post;
    }
}
