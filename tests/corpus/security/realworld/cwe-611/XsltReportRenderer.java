// expect: none (CWE-611 safe)
// note: TransformerFactory with FEATURE_SECURE_PROCESSING and ACCESS_EXTERNAL_DTD/STYLESHEET set to ""
package com.docgen.xslt;

import java.io.StringReader;
import java.io.StringWriter;
import javax.xml.XMLConstants;
import javax.xml.transform.Transformer;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.stream.StreamResult;
import javax.xml.transform.stream.StreamSource;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class XsltReportRenderer {

    @PostMapping("/reports/xslt-preview")
    public String preview(@RequestBody XsltPreview request) throws Exception {
        TransformerFactory factory = TransformerFactory.newInstance();
        factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        factory.setAttribute(XMLConstants.ACCESS_EXTERNAL_DTD, "");
        factory.setAttribute(XMLConstants.ACCESS_EXTERNAL_STYLESHEET, "");
        Transformer transformer = factory.newTransformer(new StreamSource(new StringReader(request.stylesheet())));
        StringWriter out = new StringWriter();
        transformer.transform(new StreamSource(new StringReader(request.data())), new StreamResult(out));
        return out.toString();
    }

    public record XsltPreview(String stylesheet, String data) {}
}
