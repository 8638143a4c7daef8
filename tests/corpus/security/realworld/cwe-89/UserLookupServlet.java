// expect: CWE-89 @ 36
// note: servlet request parameter login concatenated into SQL → Connection.prepareStatement (concatenation defeats preparation)
package com.intranet.admin;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import javax.naming.InitialContext;
import javax.sql.DataSource;

@WebServlet("/admin/user-lookup")
public class UserLookupServlet extends HttpServlet {

    private DataSource dataSource;

    @Override
    public void init() {
        try {
            dataSource = (DataSource) new InitialContext().lookup("java:comp/env/jdbc/intranet");
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String login = req.getParameter("login");
        resp.setContentType("application/json");
        try (Connection con = dataSource.getConnection();
             PreparedStatement ps = con.prepareStatement("SELECT id, display_name FROM app_user WHERE login = '" + login + "'")) {
            ResultSet rs = ps.executeQuery();
            if (rs.next()) {
                resp.getWriter().write("{\"id\":" + rs.getLong(1) + "}");
            } else {
                resp.sendError(404);
            }
        } catch (SQLException e) {
            resp.sendError(500);
        }
    }
}
