// expect: none (CWE-643 safe)
// note: dom4j XPath created with DocumentHelper.createXPath and a SimpleVariableContext holding the author
package com.bookbarn.xml;

import java.util.List;
import org.dom4j.Document;
import org.dom4j.Node;
import org.dom4j.DocumentHelper;
import org.dom4j.XPath;
import org.jaxen.SimpleVariableContext;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class BookAuthorFinder {

    private final Document library;

    public BookAuthorFinder(Document library) {
        this.library = library;
    }

    @GetMapping("/library/books")
    public List<String> byAuthor(@RequestParam String author) {
        XPath xpath = DocumentHelper.createXPath("//book[author=$author]/title");
        SimpleVariableContext vars = new SimpleVariableContext();
        vars.setVariableValue("author", author);
        xpath.setVariableContext(vars);
        List<Node> nodes = xpath.selectNodes(library);
        return nodes.stream().map(Node::getText).toList();
    }
}
