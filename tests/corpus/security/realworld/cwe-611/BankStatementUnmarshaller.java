// expect: CWE-611 @ 26
// note: camt.053 statement from @RequestBody unmarshalled by JAXB through a default XMLInputFactory stream reader
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
public class BankStatementUnmarshaller {

    private final JAXBContext context;

    public BankStatementUnmarshaller() throws Exception {
        this.context = JAXBContext.newInstance(Statement.class);
    }

    @PostMapping(value = "/statements", consumes = "application/xml")
    public int upload(@RequestBody String xml) throws Exception {
        XMLInputFactory xif = XMLInputFactory.newFactory();
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
