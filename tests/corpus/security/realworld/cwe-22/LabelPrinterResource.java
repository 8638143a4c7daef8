// expect: CWE-22 @ 22
// note: Micronaut @QueryValue layout name reaches new RandomAccessFile(layoutDir + name) inside a helper
package io.warehouse.labels;

import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.QueryValue;
import java.io.IOException;
import java.io.RandomAccessFile;

@Controller("/labels")
public class LabelPrinterResource {

    private static final String LAYOUT_DIR = "/etc/warehouse/label-layouts/";

    @Get("/preview")
    public byte[] preview(@QueryValue String layout) throws IOException {
        return readHeader(layout, 512);
    }

    private byte[] readHeader(String layout, int size) throws IOException {
        try (RandomAccessFile raf = new RandomAccessFile(LAYOUT_DIR + layout, "r")) {
            byte[] head = new byte[(int) Math.min(size, raf.length())];
            raf.readFully(head);
            return head;
        }
    }
}
