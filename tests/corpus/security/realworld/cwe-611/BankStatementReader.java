// expect: none (CWE-611 safe)
// note: XMLInputFactory with SUPPORT_DTD false before JAXB unmarshals the statement
package com.fintrack.statements;

import jakarta.xml.bind.JAXBContext;
import jakarta.xml.bind.Unmarshaller;
import java.io.StringReader;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamReader;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class BankStatementReader {

    private final JAXBContext context;

    public BankStatementReader() throws Exception {
        this.context = JAXBContext.newInstance(Statement.class);
    }

    @PostMapping(value = "/statements", consumes = "application/xml")
    public int upload(@RequestBody String xml) throws Exception {
        XMLInputFactory xif = XMLInputFactory.newFactory();
        xif.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        XMLStreamReader reader = xif.createXMLStreamReader(new StringReader(xml));
        Unmarshaller unmarshaller = context.createUnmarshaller();
        Statement statement = (Statement) unmarshaller.unmarshal(reader);
        return statement.entries == null ? 0 : statement.entries.size();
    }

    @jakarta.xml.bind.annotation.XmlRootElement(name = "Stmt")
    public static class Statement {
        public java.util.List<String> entries;
    }
}
