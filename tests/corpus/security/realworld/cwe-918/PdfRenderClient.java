// expect: CWE-918 @ 18
// note: public library method downloads a page to render from a url String parameter → URL.openStream
package com.docgen.render;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;

public final class PdfRenderClient {

    private final HtmlToPdf converter;

    public PdfRenderClient(HtmlToPdf converter) {
        this.converter = converter;
    }

    public byte[] renderRemote(String pageUrl) throws IOException {
        try (InputStream in = new URL(pageUrl).openStream()) {
            return converter.convert(in.readAllBytes());
        }
    }

    public interface HtmlToPdf {
        byte[] convert(byte[] html);
    }
}
