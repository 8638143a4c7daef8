// expect: none (CWE-89 safe)
// note: Hibernate HQL uses :dept named parameter via setParameter
package com.peoplehub.hr.dao;

import java.util.List;
import org.hibernate.Session;
import org.hibernate.SessionFactory;

public class EmployeeDirectoryDao {

    private final SessionFactory sessionFactory;

    public EmployeeDirectoryDao(SessionFactory sessionFactory) {
        this.sessionFactory = sessionFactory;
    }

    public List<Employee> activeInDepartment(String department) {
        try (Session session = sessionFactory.openSession()) {
            String hql = "from Employee e where e.terminatedOn is null";
            if (department == null) {
                return session.createQuery(hql, Employee.class).list();
            }
            return session.createQuery(hql + " and e.department.name = :dept", Employee.class)
                    .setParameter("dept", department)
                    .list();
        }
    }
}
