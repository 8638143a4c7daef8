// expect: CWE-113 @ 24
// note: client-supplied "format" header value copied into an HttpHeaders entry of the response without CR/LF removal
package com.api.conneg;

import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ContentTypeEchoController {
    private final DocumentStore documents;

    public ContentTypeEchoController(DocumentStore documents) {
        this.documents = documents;
    }

    @GetMapping("/docs/{id}")
    public ResponseEntity<byte[]> document(@PathVariable long id, @RequestHeader(value = "X-Preferred-Format", defaultValue = "pdf") String format) {
        HttpHeaders headers = new HttpHeaders();
        headers.add("X-Rendered-Format", format);
        return new ResponseEntity<>(documents.render(id, format), headers, HttpStatus.OK);
    }
}

interface DocumentStore {
    byte[] render(long id, String format);
}
