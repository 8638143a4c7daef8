// expect: CWE-502 @ 22
// note: request body bytes deserialized with ObjectInputStream.readObject
package com.shopfront.carts;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.io.Serializable;
import java.util.List;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class SessionImportController {

    @PostMapping(value = "/carts/restore", consumes = "application/octet-stream")
    public ResponseEntity<Integer> restore(@RequestBody byte[] blob) throws IOException, ClassNotFoundException {
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(blob))) {
            SavedCart cart = (SavedCart) in.readObject();
            return ResponseEntity.ok(cart.lines().size());
        }
    }
}

record CartLine(String sku, int quantity) implements Serializable {}

record SavedCart(long customerId, List<CartLine> lines) implements Serializable {}
