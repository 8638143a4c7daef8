// expect: none (CWE-502 safe)
// note: ObjectInputStream with an ObjectInputFilter allow-listing SavedCart/CartLine and java.lang types only
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
public class SessionImportHandler {

    @PostMapping(value = "/carts/restore", consumes = "application/octet-stream")
    public ResponseEntity<Integer> restore(@RequestBody byte[] blob) throws IOException, ClassNotFoundException {
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(blob))) {
            in.setObjectInputFilter(ObjectInputFilter.Config.createFilter(
                    "com.shopfront.carts.SavedCart;com.shopfront.carts.CartLine;java.util.ArrayList;java.lang.*;maxdepth=5;!*"));
            SavedCart cart = (SavedCart) in.readObject();
            return ResponseEntity.ok(cart.lines().size());
        }
    }
}

record CartLine(String sku, int quantity) implements Serializable {}

record SavedCart(long customerId, List<CartLine> lines) implements Serializable {}
