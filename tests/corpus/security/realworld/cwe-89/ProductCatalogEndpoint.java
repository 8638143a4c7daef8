// expect: none (CWE-89 safe)
// note: category parsed to a numeric id (NumberFormatException → 400) before formatting into the SQL
package com.acme.catalog.api;

import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.MediaType;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.text.MessageFormat;
import java.util.ArrayList;
import java.util.List;
import javax.sql.DataSource;

@Path("/products")
@Produces(MediaType.APPLICATION_JSON)
public class ProductCatalogEndpoint {

    @Inject
    ProductFinder finder;

    @GET
    public List<String> byCategory(@QueryParam("category") String category) throws SQLException {
        long categoryId;
        try {
            categoryId = Long.parseLong(category);
        } catch (NumberFormatException e) {
            throw new WebApplicationException(400);
        }
        return finder.namesInCategory(categoryId);
    }
}

class ProductFinder {
    private static final String TEMPLATE =
            "SELECT name FROM product WHERE category_id = {0,number,#} AND active = 1";

    @Inject
    DataSource dataSource;

    List<String> namesInCategory(long category) throws SQLException {
        String sql = MessageFormat.format(TEMPLATE, category);
        List<String> names = new ArrayList<>();
        try (Connection c = dataSource.getConnection(); Statement st = c.createStatement()) {
            ResultSet rs = st.executeQuery(sql);
            while (rs.next()) {
                names.add(rs.getString(1));
            }
        }
        return names;
    }
}
