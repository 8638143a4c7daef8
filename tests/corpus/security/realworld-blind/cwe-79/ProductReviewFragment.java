// expect: none (CWE-79 safe)
// note: review text escaped with commons-text StringEscapeUtils.escapeHtml4 before being placed in the HTML written to the servlet response
package com.shop.reviews;

import java.io.IOException;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.apache.commons.text.StringEscapeUtils;

public class ProductReviewFragment extends HttpServlet {

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String reviewer = StringEscapeUtils.escapeHtml4(req.getParameter("reviewer"));
        String text = StringEscapeUtils.escapeHtml4(req.getParameter("text"));
        resp.setContentType("text/html;charset=UTF-8");
        resp.getWriter().write("<blockquote><p>" + text + "</p><footer>" + reviewer + "</footer></blockquote>");
    }
}
