// expect: CWE-643 @ 31
// note: JAX-RS @QueryParam section used in an XPath string built with String.format → evaluate NODESET
package com.compliance.policies;

import jakarta.ws.rs.BadRequestException;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.QueryParam;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Document;
import org.w3c.dom.NodeList;

@Path("/policies/rules")
public class PolicyRuleResource {

    private final Document policy;

    public PolicyRuleResource(Document policy) {
        this.policy = policy;
    }

    @GET
    public List<String> rules(@QueryParam("section") String section) throws Exception {
        XPath xp = XPathFactory.newInstance().newXPath();
        String expression = String.format("/policy/section[@id='%s']/rule/@text", section);
        NodeList nodes = (NodeList) xp.evaluate(expression, policy, XPathConstants.NODESET);
        List<String> out = new ArrayList<>();
        for (int i = 0; i < nodes.getLength(); i++) {
            out.add(nodes.item(i).getNodeValue());
        }
        return out;
    }
}
