// expect: none (CWE-611 safe)
// note: TransformerFactory with ACCESS_EXTERNAL_DTD and ACCESS_EXTERNAL_STYLESHEET set to "" and secure processing on, used on uploaded manifests
package com.appstore.manifests;

import java.io.StringReader;
import java.io.StringWriter;

import javax.xml.XMLConstants;
import javax.xml.transform.Transformer;
import javax.xml.transform.TransformerException;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.stream.StreamResult;
import javax.xml.transform.stream.StreamSource;

public class SignedManifestVerifier {
    private final TransformerFactory factory;

    public SignedManifestVerifier() throws javax.xml.transform.TransformerConfigurationException {
        factory = TransformerFactory.newInstance();
        factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        factory.setAttribute(XMLConstants.ACCESS_EXTERNAL_DTD, "");
        factory.setAttribute(XMLConstants.ACCESS_EXTERNAL_STYLESHEET, "");
    }

    public String canonicalise(String manifestXml) throws TransformerException {
        Transformer identity = factory.newTransformer();
        StringWriter out = new StringWriter();
        identity.transform(new StreamSource(new StringReader(manifestXml)), new StreamResult(out));
        return out.toString();
    }
}
