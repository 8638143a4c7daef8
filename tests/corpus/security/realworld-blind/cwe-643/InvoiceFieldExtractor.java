// expect: none (CWE-643 safe)
// note: the requested field name is mapped through an allow-list of fixed XPath expressions; unknown names are rejected
package com.ap.automation;

import java.util.Map;

import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;

import org.w3c.dom.Document;

public class InvoiceFieldExtractor {
    private static final Map<String, String> FIELDS = Map.of(
            "number", "/Invoice/ID",
            "issueDate", "/Invoice/IssueDate",
            "total", "/Invoice/LegalMonetaryTotal/PayableAmount",
            "supplier", "/Invoice/AccountingSupplierParty/Party/PartyName/Name");

    public String extract(Document invoice, String field) throws XPathExpressionException {
        String expression = FIELDS.get(field);
        if (expression == null) {
            throw new IllegalArgumentException("unknown field");
        }
        return XPathFactory.newInstance().newXPath().evaluate(expression, invoice);
    }
}
