package com.example.api.web;

import java.util.List;

import org.springframework.transaction.annotation.Transactional;
import org.springframework.web.bind.annotation.CrossOrigin;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

import com.example.api.dto.ArticleView;
import com.example.api.service.ArticleService;

@RestController
@CrossOrigin("*") // expect: DES-CORS-PERMISSIVE
public class PublicApiController {

    private final ArticleService articles;

    public PublicApiController(ArticleService articles) {
        this.articles = articles;
    }

    @Transactional // expect: DES-TRANSACTIONAL-CONTROLLER
    @GetMapping("/api/articles")
    public List<ArticleView> list() {
        return articles.latest(20);
    }
}
