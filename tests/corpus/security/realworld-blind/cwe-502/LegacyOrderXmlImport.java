// expect: CWE-502 @ 25
// note: XStream.fromXML on an uploaded order file with no type permissions / allow-list configured
package com.erp.legacy.orders;

import java.io.IOException;
import java.io.InputStream;

import com.thoughtworks.xstream.XStream;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.multipart.MultipartFile;

@RestController
public class LegacyOrderXmlImport {
    private final XStream xstream = new XStream();

    public LegacyOrderXmlImport() {
        xstream.alias("order", LegacyOrder.class);
    }

    @PostMapping("/legacy/orders")
    public String importOrder(@RequestParam("file") MultipartFile file) throws IOException {
        try (InputStream in = file.getInputStream()) {
            LegacyOrder order = (LegacyOrder) xstream.fromXML(in);
            return "imported " + order.number;
        }
    }
}

class LegacyOrder {
    String number;
    String customer;
}
