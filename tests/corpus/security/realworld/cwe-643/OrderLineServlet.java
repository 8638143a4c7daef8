// expect: CWE-643 @ 27
// note: servlet parameter orderId (string) concatenated into an XPath predicate over the order XML
package com.legacyerp.orders;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Document;

public class OrderLineServlet extends HttpServlet {

    private Document orders;

    @Override
    public void init() {
        orders = (Document) getServletContext().getAttribute("ordersDocument");
    }

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String orderId = req.getParameter("orderId");
        try {
            String total = XPathFactory.newInstance().newXPath()
                    .evaluate("sum(/orders/order[@id='" + orderId + "']/line/@amount)", orders);
            resp.setContentType("text/plain");
            resp.getWriter().print(total);
        } catch (XPathExpressionException e) {
            resp.sendError(400);
        }
    }
}
