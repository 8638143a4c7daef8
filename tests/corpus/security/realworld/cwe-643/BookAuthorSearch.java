// expect: CWE-643 @ 23
// note: dom4j Document.selectNodes with an XPath containing the @RequestParam author
package com.bookbarn.xml;

import java.util.List;
import org.dom4j.Document;
import org.dom4j.Node;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class BookAuthorSearch {

    private final Document library;

    public BookAuthorSearch(Document library) {
        this.library = library;
    }

    @GetMapping("/library/books")
    public List<String> byAuthor(@RequestParam String author) {
        List<Node> nodes = library.selectNodes("//book[author='" + author + "']/title");
        return nodes.stream().map(Node::getText).toList();
    }
}
