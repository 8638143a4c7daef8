// expect: none (CWE-643 safe)
// note: servlet parses orderId as a long (400 on failure) so the XPath predicate can only hold digits
package com.legacyerp.orders;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Document;

public class OrderTotalServlet extends HttpServlet {

    private Document orders;

    @Override
    public void init() {
        orders = (Document) getServletContext().getAttribute("ordersDocument");
    }

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        long orderId;
        try {
            orderId = Long.parseLong(req.getParameter("orderId"));
        } catch (NumberFormatException e) {
            resp.sendError(400);
            return;
        }
        try {
            String total = XPathFactory.newInstance().newXPath()
                    .evaluate("sum(/orders/order[@id='" + orderId + "']/line/@amount)", orders);
            resp.setContentType("text/plain");
            resp.getWriter().print(total);
        } catch (Exception e) {
            resp.sendError(500);
        }
    }
}
