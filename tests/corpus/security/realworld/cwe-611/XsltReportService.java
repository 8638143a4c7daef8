// expect: CWE-611 @ 21
// note: stylesheet uploaded by the user compiled with a default TransformerFactory (external DTD/stylesheet access)
package com.docgen.xslt;

import java.io.StringReader;
import java.io.StringWriter;
import javax.xml.transform.Transformer;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.stream.StreamResult;
import javax.xml.transform.stream.StreamSource;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class XsltReportService {

    @PostMapping("/reports/xslt-preview")
    public String preview(@RequestBody XsltPreview request) throws Exception {
        TransformerFactory factory = TransformerFactory.newInstance();
        Transformer transformer = factory.newTransformer(new StreamSource(new StringReader(request.stylesheet())));
        StringWriter out = new StringWriter();
        transformer.transform(new StreamSource(new StringReader(request.data())), new StreamResult(out));
        return out.toString();
    }

    public record XsltPreview(String stylesheet, String data) {}
}
