// expect: CWE-611 @ 18
// note: SchemaFactory compiles a schema document supplied by the partner (default settings resolve external DTDs/imports)
package com.b2b.contracts;

import java.io.StringReader;

import javax.xml.XMLConstants;
import javax.xml.transform.stream.StreamSource;
import javax.xml.validation.Schema;
import javax.xml.validation.SchemaFactory;

import org.xml.sax.SAXException;

public class XsdContractValidator {

    public Schema compilePartnerSchema(String xsdFromPartner) throws SAXException {
        SchemaFactory factory = SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI);
        return factory.newSchema(new StreamSource(new StringReader(xsdFromPartner)));
    }
}
