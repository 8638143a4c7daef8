package com.example.search;

import java.util.List;
import org.springframework.web.bind.annotation.*;

@RestController
public class SearchController {
    private final SearchService search;

    public SearchController(SearchService search) {
        this.search = search;
    }

    @GetMapping("/search")
    public List<Hit> find(@RequestParam String q,
                          @RequestParam int page) {
        return search.find(q, page);
    }
}
