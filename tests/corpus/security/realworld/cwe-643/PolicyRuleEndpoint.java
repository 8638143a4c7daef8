// expect: none (CWE-643 safe)
// note: section must be one of the policy section names (Set allow-list) before String.format
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
public class PolicyRuleEndpoint {

    private static final Set<String> SECTIONS = Set.of("access", "retention", "encryption", "incident");
    private final Document policy;

    public PolicyRuleEndpoint(Document policy) {
        this.policy = policy;
    }

    @GET
    public List<String> rules(@QueryParam("section") String section) throws Exception {
        if (!SECTIONS.contains(section)) {
            throw new BadRequestException();
        }
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
