// expect: CWE-89 @ 17
// note: Quarkus Panache find() with a query string concatenating the @QueryParam title
package org.acme.learning;

import io.quarkus.hibernate.orm.panache.PanacheEntity;
import jakarta.persistence.Entity;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.QueryParam;
import java.util.List;

@Path("/courses")
public class CourseResource {

    @GET
    public List<Course> search(@QueryParam("title") String title) {
        return Course.find("lower(title) like '%" + title.toLowerCase() + "%'").list();
    }
}

@Entity
class Course extends PanacheEntity {
    public String title;
    public int credits;
}
