// expect: CWE-611 @ 25
// note: stylesheet text uploaded by the customer is compiled by a default TransformerFactory (external DTD/stylesheet access allowed)
package com.bi.reports.xslt;

import java.io.StringReader;
import java.io.StringWriter;

import javax.xml.transform.Transformer;
import javax.xml.transform.TransformerException;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.stream.StreamResult;
import javax.xml.transform.stream.StreamSource;

import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;

@Path("/reports/transform")
public class XsltReportTransformer {

    @POST
    public String transform(@FormParam("stylesheet") String stylesheet, @FormParam("data") String dataXml)
            throws TransformerException {
        TransformerFactory factory = TransformerFactory.newInstance();
        Transformer transformer = factory.newTransformer(new StreamSource(new StringReader(stylesheet)));
        StringWriter out = new StringWriter();
        transformer.transform(new StreamSource(new StringReader(dataXml)), new StreamResult(out));
        return out.toString();
    }
}
